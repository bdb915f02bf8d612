print("burin")
