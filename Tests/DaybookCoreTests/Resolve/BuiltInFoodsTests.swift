import Testing

@testable import DaybookCore

/// Dishes read by their head noun and portions as people say them, through the whole resolver.
struct BuiltInFoodsTests {
    private func kcal(_ line: String, foods: FoodTable = FoodTable()) -> Int? {
        guard let entry = parseLine("- 12:00 " + line).entry else { return nil }
        let (resolved, _) = Resolver(foods: foods).resolve(entry)
        return resolved.items.reduce(0) { $0 + $1.kcal }
    }

    private func source(_ line: String, foods: FoodTable = FoodTable()) -> KcalSource? {
        guard let entry = parseLine("- 12:00 " + line).entry else { return nil }
        return Resolver(foods: foods).resolve(entry).0.items.first?.source
    }

    private func near(_ line: String, _ reference: Double, within share: Double = 0.25) {
        let value = kcal(line).map(Double.init) ?? -1
        #expect(abs(value - reference) <= reference * share, "\(line): \(value), reference \(reference)")
    }

    @Test func theHeadNounDecides() {
        near("cheese pizza", 285)
        near("2 slices of cheese pizza", 570)
        near("peanut butter", 190)
        near("bagel with cream cheese", 370)
        near("天ぷらそば", 430)
        near("お茶漬け", 280)
        near("ポテトサラダ", 120)
        near("ミルクティー", 90)
        near("egg mcmuffin", 300)
    }

    @Test func aPartsOwnAmountIsThatPartsNotTheDishs() {
        // References: SR24 (cheerios 28 g a cup, 2% milk 50 kcal/100 g, peanut butter 588/100 g, oats 379/100 g, milk
        // 61/100 g), the Standard Tables 8th ed. (ヨーグルト全脂無糖 56/100 g, はちみつ 329/100 g, 納豆 190/100 g).
        near("cheerios w/ 200ml milk", 100 + 122)
        near("1 cup cheerios w/ 1/2 cup 2% milk", 161)
        near("apple w/ 2 tbsp peanut butter", 95 + 188)
        near("オートミール30gに牛乳150ml", 114 + 92)
        near("無糖ヨーグルト100gにはちみつ小さじ1", 56 + 23)
        near("ご飯150gに納豆1パック", 234 + 86)
        near("coffee with 2 sugars", 35)
        // The whole dish's count multiplies its head, not the parts with their own amounts.
        near("2 bagels with 2 tbsp cream cheese", 2 * 270 + 100)
    }

    @Test func aDishOfPartsWithAmountsKeepsThem() throws {
        let item = try #require(items("オートミール30gに牛乳150ml").first)
        #expect(item.quantity == .one)
        #expect(item.parts.map(\.name) == ["オートミール", "牛乳"])
        #expect(
            item.parts.map(\.quantity) == [Quantity(amount: 30, unit: .gram), Quantity(amount: 150, unit: .milliliter)])
        let counted = try #require(items("2 bagels with 2 tbsp cream cheese").first)
        #expect(counted.quantity == Quantity(amount: 2, unit: .count))
        #expect(counted.parts.map(\.name) == ["bagels", "cream cheese"])
        // A bare number after a part may count the dish: read as one item, as before.
        #expect(items("coffee with milk 2").first?.parts == [])
        #expect(items("肉にら炒め 200g").first?.parts == [])
        #expect(items("bagel w/ cream cheese").first?.parts == [])
    }

    @Test func aJoiningWordInsideAKnownNameJoinsNothing() {
        #expect(kcal("coffee with half and half") == (kcal("coffee") ?? 0) + (kcal("half and half") ?? 0))
        #expect(kcal("fish and chips with peas") == (kcal("fish and chips") ?? 0) + (kcal("peas") ?? 0))
    }

    @Test func aKindOfDishBeforeTheDishIsThatDish() {
        #expect(kcal("パスタ ペペロンチーノ") == kcal("ペペロンチーノ"))
        #expect(kcal("ラーメン 味噌") == kcal("味噌ラーメン"))
        #expect(kcal("うどん きつね") == kcal("きつねうどん"))
        // Foods that are no kind of one another are the meal's parts.
        let (rice, soup) = (kcal("ご飯") ?? 0, kcal("味噌汁") ?? 0)
        #expect(kcal("ご飯 味噌汁") == rice + soup)
    }

    @Test func whatParenthesesAfterADishHoldIsWhatItIsMadeOf() {
        #expect(kcal("burrito (rice, beans, cheese)") == kcal("burrito"))
        #expect(kcal("焼き鮭定食（ご飯・味噌汁・漬物）") == kcal("焼き鮭定食"))
        // A name outside that no source knows leaves the whole name to be read.
        #expect(BuiltInFoods.outsideParentheses("鍋 (白菜、豚肉) セット") == "鍋 セット")
        #expect(BuiltInFoods.outsideParentheses("ramen (half") == "ramen")
    }

    @Test func aBlockOfTofuAndALongCanAreTheirOwnSizes() {
        // The Standard Tables 8th ed.: 木綿豆腐 73 kcal/100 g, a block about 300 g; a long can is 500 ml.
        near("豆腐1丁", 219)
        near("冷奴 半丁", 88)
        near("ロング缶ビール2本", 400)
    }

    @Test func whatAMealCameWithoutCountsNothing() {
        #expect(kcal("side salad, no dressing") == kcal("side salad"))
        #expect(kcal("ramen, no toppings") == kcal("ramen"))
        #expect(source("no dressing") != .notCounted)
        // Words after `no` are not in the dish: `coffee no sugar` is coffee.
        #expect(kcal("coffee no sugar") == kcal("coffee"))
        #expect(kcal("サラダ、ドレッシングなし") == kcal("サラダ"))
    }

    @Test func aModifierBeforeAKnownHeadIsAModifier() {
        // No row is named so; the head (the last word, the end of the compound) is.
        near("homemade pepperoni pizza", 310)
        near("特製味噌ラーメン", 560)
        near("my grandmother's lasagna", 325)
    }

    @Test func partsJoinedByWithOrToAreAdded() {
        let bagel = Double(kcal("bagel") ?? 0)
        let creamCheese = Double(kcal("cream cheese") ?? 0)
        near("bagel w/ cream cheese", bagel + creamCheese, within: 0.01)
        near("ごはんと味噌汁", 274, within: 0.05)
        // と inside a word is no joiner: とんかつ is one food.
        near("とんかつ", 450, within: 0.05)
    }

    /// `XにY` is Y on X (`食パンにバター`, bread with butter on it): both are eaten, not only the topping.
    @Test func partsJoinedByNiAreAdded() {
        let bread = Double(kcal("食パン") ?? 0)
        let butter = Double(kcal("バター") ?? 0)
        near("食パンにバター", bread + butter, within: 0.01)
        near("ご飯に納豆", Double((kcal("ご飯") ?? 0) + (kcal("納豆") ?? 0)), within: 0.01)
        // に inside a word is no joiner.
        near("にんじんしりしり", 45, within: 0.2)
    }

    /// SR24 names some servings by a measure (`serving 1/2 cup`): that measure is the food's too (USDA 19095:
    /// half a cup of vanilla ice cream is 66 g, so a cup is 132 g, 273 kcal), never 240 ml at a gram a millilitre.
    @Test func aMeasureNamedInAServingIsTheFoodsToo() {
        near("a cup of vanilla ice cream", 273, within: 0.05)
        near("vanilla ice cream", 137, within: 0.05)
    }

    /// `&` in a name is the word `and`: `peanut butter & jelly sandwich` is the table's `peanut butter and jelly
    /// sandwich` (330 kcal a 115 g sandwich), not peanut butter beside a jelly sandwich.
    @Test func anAmpersandInANameIsAnd() {
        near("peanut butter & jelly sandwich", 380, within: 0.02)
    }

    /// What comes after `without` or `w/o` is not in the dish.
    @Test func whatADishIsWithoutIsNotInIt() {
        #expect((kcal("coffee w/o sugar") ?? 99) < 10)
        #expect((kcal("coffee without sugar") ?? 99) < 10)
    }

    @Test func whereItCameFromIsNotWhatItIs() {
        near("6\" turkey sub from subway", 280)
        near("scoop of whey in water", 120)
        near("chicken stir fry over rice", 540, within: 0.3)
        near("ramen at ichiran", 480)
    }

    @Test func japaneseListsThePartsOfADishWithSpaces() {
        near("おでん 大根 たまご ちくわぶ こんにゃく", 220, within: 0.1)
        // A name written with a space is the name without it.
        near("キットカット ミニ", 64, within: 0.05)
    }

    @Test func aPieceFoodWithoutACountIsItsUsualPlate() {
        near("gyoza", 270)
        near("チャーハンと餃子", 920, within: 0.1)
        near("gyoza 1個", 45)
    }

    @Test func zeroKcalDrinksStayNearZero() {
        for line in ["diet coke", "麦茶", "お茶", "black coffee", "水 500ml", "coke zero"] {
            #expect((kcal(line) ?? 99) < 10, "\(line)")
        }
    }

    /// A bowl of a food measured by the cup holds about one and a half cups of it (USDA: 1 cup of Cheerios is 28 g,
    /// 104 kcal; a bowl of about 40 g is some 150 kcal), never the 150 g of a dense food.
    @Test func aBowlOfAFoodMeasuredByTheCupIsCupsOfIt() {
        near("a bowl of cheerios", 155, within: 0.15)
        near("bowl of ramen", 480)
    }

    @Test func portionsAsPeopleSayThem() {
        near("a handful of almonds", 170)
        near("dark chocolate 2 squares", 120)
        near("2 strips of bacon", 85)
        near("pint of lager", 200)
        near("a glass of wine", 125)
        near("20 grapes", 69)
        near("almonds x10", 69)
        near("ラーメン大盛り", 720)
        near("牛丼特盛", 1000)
        near("食パン8枚切り1枚", 112)
        near("ケーキふた切れ", 640)
        near("カレー1皿", 750)
        near("grande latte", 190)
        near("large fries", 480, within: 0.3)
    }

    @Test func theReadmesLinesComeOutNearTheirReference() {
        near("half a pizza", 1100)
        near("ごはん1/2膳", 117)
        near("gyoza 6個", 270)
    }

    @Test func theCountMultipliesOnce() {
        near("2 bagels with cream cheese", 640)
        near("3 pancakes with butter and syrup", 700, within: 0.3)
        near("california roll 8 pieces", 255)
        near("wings 6", 480)
    }

    @Test func thePersonsFoodsMatchWholeNamesOnly() {
        let foods = FoodTable.load(Array("rice: {kcal: 234, kcal_per_100g: 156}".utf8)).0
        #expect(source("rice", foods: foods) == .foods)
        #expect(source("fried rice", foods: foods) != .foods)
        #expect(source("rice crackers 3", foods: foods) != .foods)
        #expect(source("curry rice", foods: foods) != .foods)
    }

    @Test func aGuessIsNeverALargeNumber() {
        #expect(Resolver.guessedKcal(perUnit: 700, Quantity(amount: 8, unit: .count)) == 1400)
        #expect(Resolver.guessedKcal(perUnit: 700, Quantity(amount: 1000, unit: .count)) == 1400)
        #expect(Resolver.guessedKcal(perUnit: 2000, Quantity(amount: 1, unit: .count)) == 1500)
        #expect(Resolver.guessedKcal(perUnit: 300, Quantity(amount: 0.5, unit: .count)) == 150)
        #expect((kcal("zzqx blorp 8 pieces") ?? 0) <= 1500)
    }

    @Test func aPortionIsPinnedApartFromTheFood() {
        let one = Quantity.one
        #expect(
            BuiltInFoods.pinKey(name: "almonds", text: "a handful of almonds", quantity: one) == "almonds (handful)")
        #expect(BuiltInFoods.pinKey(name: "almonds", text: "almonds x10", quantity: one) == "almonds")
        #expect(BuiltInFoods.pinKey(name: "牛丼特盛", text: "牛丼特盛", quantity: one) == "牛丼特盛")
        let three = Quantity(amount: 3, unit: .count)
        #expect(
            BuiltInFoods.pinKey(name: "pancakes with syrup", text: "3 pancakes with syrup", quantity: three)
                == "pancakes with syrup (×3)")
    }

    @Test func limitsBoundTheLookUps() {
        // A name of thousands of words is read in time linear in its length (each end tries at most
        // `maximumTokens` starts), and comes out as the food at its end.
        let long = Array(repeating: "zq", count: 5000).joined(separator: " ") + " banana"
        #expect(
            DishReader<FoodTableData.Row>(lookup: FoodTableData.row, byHead: true).read(DishName(long))?.first?.name
                == "banana")
        let parts = Array(repeating: "banana", count: 20).joined(separator: " with ")
        #expect(
            DishReader<FoodTableData.Row>(lookup: FoodTableData.row, byHead: true).read(DishName(parts))?.count == 1)
        #expect(BuiltInFoods.Portions.loafSlices(in: "食パン8枚切り") == 8)
        #expect(BuiltInFoods.Portions.loafSlices(in: "食パン99枚切り") == nil)
        #expect(BuiltInFoods.Portions.loafSlices(in: "枚切り") == nil)
    }
}
