/// Word lists the demo generator composes merchants from.
enum DemoVocabulary {
    /// A category and dishes that fit it.
    struct Cuisine {
        let category: String
        let dishes: [String]
    }

    static let cuisines: [Cuisine] = [
        Cuisine(category: "麻辣烫", dishes: ["麻辣烫", "冒菜", "麻辣香锅", "钵钵鸡"]),
        Cuisine(category: "米粉面馆", dishes: ["牛肉面", "螺蛳粉", "桂林米粉", "重庆小面", "热干面", "刀削面"]),
        Cuisine(category: "快餐便当", dishes: ["黄焖鸡米饭", "猪脚饭", "烤肉饭", "卤肉饭", "盖浇饭", "煲仔饭"]),
        Cuisine(category: "川湘菜", dishes: ["川味小厨", "湘味馆", "酸菜鱼", "水煮鱼", "毛血旺", "小炒肉"]),
        Cuisine(category: "汉堡炸鸡", dishes: ["炸鸡", "汉堡", "韩式炸鸡", "鸡排", "炸串"]),
        Cuisine(category: "奶茶果汁", dishes: ["奶茶", "鲜果茶", "柠檬茶", "杨枝甘露"]),
        Cuisine(category: "咖啡", dishes: ["咖啡", "咖啡馆", "手冲咖啡"]),
        Cuisine(category: "甜品", dishes: ["甜品店", "蛋糕坊", "双皮奶", "烘焙坊"]),
        Cuisine(category: "日料寿司", dishes: ["寿司", "拉面", "日式定食", "鳗鱼饭"]),
        Cuisine(category: "烧烤", dishes: ["烧烤", "烤串", "烤鱼", "羊肉串"]),
        Cuisine(category: "粥店", dishes: ["粥铺", "砂锅粥", "生滚粥"]),
        Cuisine(category: "饺子馄饨", dishes: ["饺子馆", "馄饨", "生煎包", "小笼包", "煎饼果子"]),
        Cuisine(category: "火锅", dishes: ["火锅", "串串香", "小火锅"]),
        Cuisine(category: "轻食沙拉", dishes: ["轻食", "沙拉", "能量碗"]),
        Cuisine(category: "小龙虾", dishes: ["小龙虾", "麻辣小龙虾", "蒜蓉小龙虾"]),
        Cuisine(category: "西餐", dishes: ["披萨", "意面", "牛排馆"]),
    ]

    static let owners = [
        "老王", "张姐", "李记", "阿强", "老北京", "胖哥", "陈记", "刘妈", "小杨", "大董", "老街", "阿婆",
        "王婆", "赵家", "黄师傅", "蜀香", "渝味", "东北", "潮汕", "云南", "金牌", "正宗", "好运来", "喜来登",
    ]

    static let branches = ["望京店", "国贸店", "三里屯店", "中关村店", "西二旗店", "五道口店", "酒仙桥店", "双井店"]

    static let englishNames = [
        ("Blue Bottle Coffee", "咖啡"), ("Sunny Bagels", "甜品"), ("Green Bowl Salad", "轻食沙拉"),
        ("Tokyo Ramen Bar", "日料寿司"), ("Papa's Pizza", "西餐"), ("Golden Dumpling House", "饺子馄饨"),
        ("Burger Lab", "汉堡炸鸡"), ("Tea & Milk Co.", "奶茶果汁"), ("Seoul Chicken", "汉堡炸鸡"),
        ("Little Sichuan", "川湘菜"),
    ]

    static let tags = [
        "品牌", "新店", "回头客多", "准时达", "口味赞", "出餐快", "包装精美", "近期热卖", "可开发票", "人气榜第3名",
        "24小时营业", "放心吃", "老字号", "环境好", "分量足",
    ]

    static let promotions = [
        "满30减12", "满50减20", "满20减3", "新客立减5", "折扣商品7折", "减配送费2元", "领8元券", "满100减45",
        "首单减10", "第二份半价", "满40减15", "会员再减3",
    ]

    static let bannerTitles = [
        ("周末美食节", "精选商家满50减25"), ("新人专享", "首单立减15元"), ("夜宵狂欢", "22点后配送费全免"),
        ("午餐特惠", "工作日11点前下单享8折"), ("会员日", "每周三领大额红包"), ("奶茶第二杯半价", "限时三天"),
    ]

    static let bannerColors = [
        ["#ff7a45", "#ff4d4f"], ["#36cfc9", "#1890ff"], ["#9254de", "#f759ab"], ["#ffc53d", "#fa8c16"],
        ["#73d13d", "#13c2c2"], ["#597ef7", "#2f54eb"],
    ]
}
