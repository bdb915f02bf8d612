/// What a photo shows. Each merchant's photo is of a dish its category sells, so a noodle shop shows
/// noodles and a tea shop a cup of tea.
enum DishKind: CaseIterable, Sendable {
    case noodleSoup
    case spicyBroth
    case hotPot
    case congee
    case fishStew
    case riceBowl
    case stirFry
    case dumplings
    case friedChicken
    case skewers
    case crayfish
    case sushi
    case salad
    case pizza
    case pasta
    case steak
    case milkTea
    case coffee
    case dessert

    /// The dishes a merchant of `category` (one of the generator's categories) would photograph; every
    /// dish for a category the generator does not know.
    static func choices(for category: String) -> [DishKind] {
        switch category {
        case "麻辣烫": [.spicyBroth]
        case "米粉面馆": [.noodleSoup]
        case "快餐便当": [.riceBowl, .riceBowl, .stirFry]
        case "川湘菜": [.stirFry, .fishStew]
        case "汉堡炸鸡": [.friedChicken]
        case "奶茶果汁": [.milkTea]
        case "咖啡": [.coffee]
        case "甜品": [.dessert]
        case "日料寿司": [.sushi, .sushi, .noodleSoup]
        case "烧烤": [.skewers]
        case "粥店": [.congee]
        case "饺子馄饨": [.dumplings]
        case "火锅": [.hotPot]
        case "轻食沙拉": [.salad]
        case "小龙虾": [.crayfish]
        case "西餐": [.pizza, .pasta, .steak]
        default: allCases
        }
    }

    /// Drinks are photographed standing, from the side; everything else from above at an angle.
    var isSideView: Bool { self == .milkTea }
}
