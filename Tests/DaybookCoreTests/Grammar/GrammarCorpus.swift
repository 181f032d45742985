/// Lines as people write them, each with what the person means. Written from meaning, never from daybook's
/// output: a line that fails here is read differently from what its writer meant.
///
/// One line per record: `ITEM => FIELD | FIELD …`, where ITEM is a list item's text (after `- `) and each FIELD is
/// `@HH:MM` (the time), `#slot`, `dose NAME UNITS [CARBSg]`, `glucose MG_DL`, `error CASE` (the reader reports an
/// error of that `GrammarMessage` case; the cases of the records written before session 36 as plain `error` were
/// filled in from the grammar's answer and checked by hand), `cancelled`, `header` (only a time and/or slot, passed
/// down to nested items), `not KIND [VALUE[/SECOND]]` (a line that is no food, of
/// `NotFoodEntry.Kind`'s raw value: `not weight 58.6`, in kg), or an item `NAME: QUANTITY[g|ml][, KCALkcal]`
/// (`ramen: 1, 650kcal`; quantities may be `1/2` or `1 1/2`). An item's name is what the food is called, found in
/// what daybook keeps as the name. A line without an item field has no items. `##` starts a comment.
///
/// The sections up to "Everyday meals, Japanese and mixed" were written before the grammar read them (main read 223
/// of their 414 lines as meant); the later ones come from lines tried afterwards, each kept once it was read right.
enum GrammarCorpus {
    static let text = """
        ## Insulin, by brand and generic name, English and Japanese
        08:02 ランタス 12単位 => @08:02 | dose long 12
        22:00 トレシーバ 10単位 => @22:00 | dose long 10
        12:10 ヒューマログ 4単位 => @12:10 | dose rapid 4
        22:14 Levemir 8u => @22:14 | dose long 8
        Fiasp 5 => dose rapid 5
        ランタス12 => dose long 12
        トレシーバ10単位 => dose long 10
        22時 レベミル８単位 => @22:00 | dose long 8
        トゥジェオ 14単位 => dose long 14
        ランタスXR 16単位 => dose long 16
        グラルギン 10単位 => dose long 10
        インスリングラルギン 10単位 => dose long 10
        デグルデク12単位 => dose long 12
        デテミル 6単位 => dose long 6
        ノボラピッド 6単位 => dose rapid 6
        07:20 ノボラピッド5 => @07:20 | dose rapid 5
        フィアスプ 4単位 => dose rapid 4
        アピドラ３単位 => dose rapid 3
        ルムジェブ 5単位 => dose rapid 5
        リスプロ 4単位 => dose rapid 4
        アスパルト 6単位 => dose rapid 6
        グルリジン 4単位 => dose rapid 4
        持効型 12単位 => dose long 12
        22時 持効 12単位 => @22:00 | dose long 12
        速効型 5単位 => dose rapid 5
        18:40 速効 ４単位 => @18:40 | dose rapid 4
        Lantus 10 units => dose long 10
        lantus 12U => dose long 12
        Toujeo 18 units => dose long 18
        Tresiba 10 => dose long 10
        tresiba 9u at bedtime => dose long 9
        Basaglar 20u => dose long 20
        Abasaglar 14 IU => dose long 14
        glargine 11u => dose long 11
        insulin glargine 10u => dose long 10
        degludec 12 units => dose long 12
        detemir 7u => dose long 7
        Humalog 4u => dose rapid 4
        humalog 4u before lunch => dose rapid 4
        NovoRapid 6 => dose rapid 6
        Novolog 5 units => dose rapid 5
        novolog 3.5u => dose rapid 3.5
        Apidra 4 u => dose rapid 4
        Lyumjev 6u => dose rapid 6
        Admelog 5U => dose rapid 5
        lispro 4 units => dose rapid 4
        aspart 3u => dose rapid 3
        glulisine 2u => dose rapid 2
        4u humalog => dose rapid 4
        12 units lantus => dose long 12
        long 12u => dose long 12
        rapid 4u => dose rapid 4
        ＬＡＮＴＵＳ　１２ｕ => dose long 12
        トレシーバ 10単位 寝る前 => dose long 10
        ヒューマログ4単位 昼食前 => dose rapid 4
        ランタス 12単位（寝る前） => dose long 12
        ランタス: 12単位 => dose long 12

        ## Insulin that is not a configured dose is never food
        ノボリン 4単位 => error insulinNamesNoDose
        インスリン 8単位 => error insulinNamesNoDose
        insulin 8u => error insulinNamesNoDose
        Humulin R 4u => error insulinNamesNoDose
        ヒューマリンR 6単位 => error insulinNamesNoDose
        ノボラピッド30ミックス 12単位 => error insulinNamesNoDose
        ランタス打ち忘れ => error doseNotTaken
        long => error doseWithoutAmount
        lantus 12u, humalog 4u => error moreThanOneThingOnDoseLine
        ランタス 12単位、ヒューマログ 4単位 => error moreThanOneThingOnDoseLine
        12:30 ramen, rapid 4u => @12:30 | error doseInsideMeal | ramen: 1
        昼：ラーメン、速効 4単位 => #lunch | error doseInsideMeal | ラーメン: 1
        long walk -200kcal => walk: 1, -200kcal
        longan 3 => longan: 3

        ## Fractions after the food, before counters
        ごはん1/2膳 => ごはん: 1/2
        ピザ 1/2枚 => ピザ: 1/2
        ピザ1/4枚 => ピザ: 1/4
        ケーキ 1/3個 => ケーキ: 1/3
        ピザ½枚 => ピザ: 1/2
        pizza 1/2 slice => pizza: 1/2
        カレー1/2人前 => カレー: 1/2
        ごはん ½膳 => ごはん: 1/2
        ケーキ１／３個 => ケーキ: 1/3
        ピザ 2分の1枚 => ピザ: 1/2
        ケーキ3分の1 => ケーキ: 1/3
        スイカ 8分の1 => スイカ: 1/8
        りんご1/4 => りんご: 1/4
        スイカ 1/8 => スイカ: 1/8
        ケーキ ½個 => ケーキ: 1/2
        ビール 1 1/2杯 => ビール: 1 1/2
        pizza 1/2 => pizza: 1/2
        bagel ½ => bagel: 1/2
        1/2 pizza => pizza: 1/2
        ½ bagel => bagel: 1/2
        1 1/2 bagels => bagels: 1 1/2
        1½ cups rice => rice: 1 1/2
        2½ slices pizza => pizza: 2 1/2
        3/4 cup oatmeal => oatmeal: 3/4
        ¼ cake => cake: 1/4
        ⅔ cup granola => granola: 2/3
        1/2人前 餃子 => 餃子: 1/2
        ½膳のごはん => ごはん: 1/2

        ## Halves, and what only looks like one
        りんご半分 => りんご: 1/2
        半分のりんご => りんご: 1/2
        ラーメン半分 => ラーメン: 1/2
        バナナ半本 => バナナ: 1/2
        ごはん半膳 => ごはん: 1/2
        うどん半玉 => うどん: 1/2
        ポテチ半袋 => ポテチ: 1/2
        カレー半人前 => カレー: 1/2
        半ライス => ライス: 1/2
        半チャーハン => チャーハン: 1/2
        ケーキ 半分 => ケーキ: 1/2
        半分 ピザ => ピザ: 1/2
        バナナ1本半 => バナナ: 1 1/2
        ごはん1膳半 => ごはん: 1 1/2
        唐揚げ1個半 => 唐揚げ: 1 1/2
        半熟卵 => 半熟卵: 1
        半額弁当 => 半額弁当: 1
        half a pizza => pizza: 1/2
        half an avocado => avocado: 1/2
        half pizza => pizza: 1/2
        half a bagel => bagel: 1/2
        half of a sandwich => sandwich: 1/2
        a quarter of a cake => cake: 1/4
        a quarter of the pizza => pizza: 1/4
        quarter pounder => quarter pounder: 1
        a quarter pounder with cheese => quarter pounder with cheese: 1
        a third of a pie => pie: 1/3
        three quarters of a sandwich => sandwich: 3/4
        one and a half bagels => bagels: 1 1/2
        a half sandwich => sandwich: 1/2
        half a dozen eggs => eggs: 6
        a dozen oysters => oysters: 12

        ## Counters
        おにぎり2コ => おにぎり: 2
        おにぎり2ヶ => おにぎり: 2
        卵 2ケ => 卵: 2
        餃子6箇 => 餃子: 6
        ピザ2ピース => ピザ: 2
        ピザ 3ピース => ピザ: 3
        唐揚げ 3ヶ => 唐揚げ: 3
        餃子 6コ => 餃子: 6
        コーヒー1杯 => コーヒー: 1
        コーヒー 2杯 => コーヒー: 2
        ケーキ2切れ => ケーキ: 2
        2切れのケーキ => ケーキ: 2
        ケーキ一切れ => ケーキ: 1
        カレー1.5人前 => カレー: 1.5
        餃子1.5人前 => 餃子: 1.5
        おにぎり一つ => おにぎり: 1
        みかんふたつ => みかん: 2
        りんごひとつ => りんご: 1
        おにぎり みっつ => おにぎり: 3
        みかん２個 => みかん: 2
        寿司10貫 => 寿司: 10
        寿司十貫 => 寿司: 10
        焼き鳥3本 => 焼き鳥: 3
        焼き鳥 5串 => 焼き鳥: 5
        ポテトチップス 1袋 => ポテトチップス: 1
        食パン 1枚 => 食パン: 1
        食パン6枚切り1枚 => 食パン6枚切り: 1
        8枚切り食パン 2枚 => 食パン: 2
        ヨーグルト 1カップ => ヨーグルト: 1
        カップ麺1食 => カップ麺: 1
        ビール２本 => ビール: 2
        ビール3杯目 => ビール: 1
        アルフォート３枚 => アルフォート: 3
        アルフォート三枚 => アルフォート: 3
        三枚のピザ => ピザ: 3
        プリン1個 => プリン: 1
        せんべい 2枚 => せんべい: 2
        いちご 10粒 => いちご: 10
        ぶどう 1房 => ぶどう: 1
        カレー 2人分 => カレー: 2
        2 scoops ice cream => ice cream: 2
        ice cream 2 scoops => ice cream: 2
        a scoop of ice cream => ice cream: 1
        a handful of almonds => almonds: 1
        2 handfuls of nuts => nuts: 2
        1 plate of fried rice => fried rice: 1
        fried rice 1 plate => fried rice: 1
        sushi 10 pieces => sushi: 10
        beer 2 cans => beer: 2
        2 glasses of wine => wine: 2
        a cup of coffee => coffee: 1
        1 bowl of ramen => ramen: 1
        ramen 1 bowl => ramen: 1
        a slice of cake => cake: 1
        two slices of toast => toast: 2
        a glass of milk => milk: 1
        a bowl of cereal => cereal: 1
        3 strips of bacon => bacon: 3
        chips 1 bag => chips: 1
        chocolate 2 bars => chocolate: 2
        nuggets 6 pcs => nuggets: 6

        ## Counts without counters
        a banana => banana: 1
        an apple => apple: 1
        two eggs => eggs: 2
        Three eggs => eggs: 3
        toast x2 => toast: 2
        2x toast => toast: 2
        2 x beer => beer: 2
        beer x 2 => beer: 2
        beer ×2 => beer: 2
        ビール×2 => ビール: 2
        アルフォート x3 => アルフォート: 3
        coffee 2x => coffee: 2
        3 cookies => cookies: 3
        cookies x3 => cookies: 3
        6 chicken nuggets => chicken nuggets: 6
        gyoza 6 => gyoza: 6
        toast 2 => toast: 2
        餃子 6 => 餃子: 6
        アルフォート3 => アルフォート: 3
        a couple of cookies => cookies: 2
        twelve gyoza => gyoza: 12
        one banana => banana: 1
        two coffees + a cookie => coffees: 2 | cookie: 1
        3個 餃子 => 餃子: 3

        ## Masses and volumes
        牛乳200cc => 牛乳: 200ml
        お茶500ミリリットル => お茶: 500ml
        ごはん150グラム => ごはん: 150g
        ヨーグルト100グラム => ヨーグルト: 100g
        ごはん150g => ごはん: 150g
        ごはん　１５０ｇ => ごはん: 150g
        お茶 350ml => お茶: 350ml
        麦茶 500mL => 麦茶: 500ml
        水 2L => 水: 2000ml
        コーラ 1.5L => コーラ: 1500ml
        牛乳 1リットル => 牛乳: 1000ml
        ポカリ 500ミリ => ポカリ: 500ml
        ステーキ 200グラム => ステーキ: 200g
        肉 1キロ => 肉: 1000g
        りんご 0.3キログラム => りんご: 300g
        チョコ 20g => チョコ: 20g
        ナッツ 30グラム => ナッツ: 30g
        200gのステーキ => ステーキ: 200g
        オートミール 40g + 牛乳 200ml => オートミール: 40g | 牛乳: 200ml
        steak 8oz => steak: 226.796g
        8 oz steak => steak: 226.796g
        salmon 6 oz => salmon: 170.097g
        1 lb potatoes => potatoes: 453.592g
        2 lbs chicken wings => chicken wings: 907.184g
        cola 12 fl oz => cola: 354.882ml
        12 fl oz soda => soda: 354.882ml
        olive oil 1 tbsp => olive oil: 15ml
        2 tbsp peanut butter => peanut butter: 30ml
        sugar 2 tsp => sugar: 10ml
        1 tsp honey => honey: 5ml
        cola 0.3l => cola: 300ml
        beer 500ml => beer: 500ml
        milk 200 ml => milk: 200ml
        oatmeal 40g => oatmeal: 40g
        chicken breast 150 g => chicken breast: 150g
        rice 1.5kg => rice: 1500g
        350 ml of beer => beer: 350ml
        200g rice => rice: 200g
        water 1.5 liters => water: 1500ml
        juice 250ml => juice: 250ml
        chocolate 50 grams => chocolate: 50g
        1/2 lb ground beef => ground beef: 226.796g
        牛乳 1/2リットル => 牛乳: 500ml

        ## Energy, however it is spelled
        sandwich 450 cal => sandwich: 1, 450kcal
        burrito 800 calories => burrito: 1, 800kcal
        salad 120 Cal => salad: 1, 120kcal
        muffin 420 kcal => muffin: 1, 420kcal
        cookie (80 cal) => cookie: 1, 80kcal
        latte (190kcal) => latte: 1, 190kcal
        カフェラテ（190kcal） => カフェラテ: 1, 190kcal
        apple ~95kcal => apple: 1, 95kcal
        smoothie ≈250kcal => smoothie: 1, 250kcal
        soda 150 calories => soda: 1, 150kcal
        energy bar 840kJ => energy bar: 1, 201kcal
        granola bar 800 kJ => granola bar: 1, 191kcal
        ramen 650kcal => ramen: 1, 650kcal
        650kcal ramen => ramen: 1, 650kcal
        ラーメン 約650kcal => ラーメン: 1, 650kcal
        唐揚げ5個 約400キロカロリー => 唐揚げ: 5, 400kcal
        おにぎり 180カロリー => おにぎり: 1, 180kcal
        パン 250kcal => パン: 1, 250kcal
        ケーキ（約350kcal） => ケーキ: 1, 350kcal
        弁当 ~700kcal => 弁当: 1, 700kcal
        ビール500ml 200kcal => ビール: 500ml, 200kcal
        ごはん150g 234kcal => ごはん: 150g, 234kcal
        2 eggs 160kcal => eggs: 2, 160kcal
        yogurt 150g 95kcal => yogurt: 150g, 95kcal
        walk -150kcal => walk: 1, -150kcal
        run -300 cal => run: 1, -300kcal
        散歩 -120kcal => 散歩: 1, -120kcal
        ジョギング −200kcal => ジョギング: 1, -200kcal
        lunch set 1,200kcal => lunch set: 1, 1200kcal
        カロリーメイト 2本 => カロリーメイト: 2
        カロリーメイト 400kcal => カロリーメイト: 1, 400kcal
        calamari 2 pieces => calamari: 2
        ラテ 190ｋｃａｌ => ラテ: 1, 190kcal
        cake 1e400kcal => error notAKcalValue
        アイス 1個 (200kcal) => アイス: 1, 200kcal
        ポテト Mサイズ 410kcal => ポテト: 1, 410kcal

        ## Slots and times
        07:30 breakfast: toast, 2 eggs, latte => @07:30 | #breakfast | toast: 1 | eggs: 2 | latte: 1
        12:30 lunch: ramen 650kcal, gyoza 6個 => @12:30 | #lunch | ramen: 1, 650kcal | gyoza: 6
        19:00 supper: chicken curry => @19:00 | #dinner | chicken curry: 1
        11:00 brunch: eggs benedict => @11:00 | #lunch | eggs benedict: 1
        Supper: soup => #dinner | soup: 1
        Snack: apple => #snack | apple: 1
        DINNER: pasta => #dinner | pasta: 1
        noon lunch: burger => @12:00 | #lunch | burger: 1
        noon salad => @12:00 | salad: 1
        7am breakfast: oatmeal => @07:00 | #breakfast | oatmeal: 1
        7:30 pm dinner: steak => @19:30 | #dinner | steak: 1
        12pm sandwich => @12:00 | sandwich: 1
        朝ごはん：トースト、コーヒー => #breakfast | トースト: 1 | コーヒー: 1
        朝ご飯: 納豆ごはん => #breakfast | 納豆ごはん: 1
        朝飯：おにぎり2個 => #breakfast | おにぎり: 2
        昼ごはん：そば => #lunch | そば: 1
        昼ご飯：うどん => #lunch | うどん: 1
        昼飯：牛丼大盛り => #lunch | 牛丼大盛り: 1
        ランチ：パスタ 650kcal => #lunch | パスタ: 1, 650kcal
        晩ごはん: カレー => #dinner | カレー: 1
        晩ご飯：焼き魚、ごはん => #dinner | 焼き魚: 1 | ごはん: 1
        夜ごはん：鍋 => #dinner | 鍋: 1
        夜ご飯: 餃子 12個 => #dinner | 餃子: 12
        夕飯：焼き魚、味噌汁 => #dinner | 焼き魚: 1 | 味噌汁: 1
        晩飯：餃子 12個、ビール 2本 => #dinner | 餃子: 12 | ビール: 2
        夕ごはん：ハンバーグ => #dinner | ハンバーグ: 1
        ディナー：ステーキ 300g => #dinner | ステーキ: 300g
        おやつ：プリン => #snack | プリン: 1
        間食：せんべい2枚 => #snack | せんべい: 2
        朝：パン、ヨーグルト => #breakfast | パン: 1 | ヨーグルト: 1
        昼食：カレーライス => #lunch | カレーライス: 1
        夕食: 刺身、ビール 350ml => #dinner | 刺身: 1 | ビール: 350ml
        午後3時 ケーキ => @15:00 | ケーキ: 1
        午前10時 コーヒー => @10:00 | コーヒー: 1
        午後3時半 おやつ：ケーキ => @15:30 | #snack | ケーキ: 1
        午後6時15分 晩ごはん：カレー => @18:15 | #dinner | カレー: 1
        午前7時 朝ごはん：パン => @07:00 | #breakfast | パン: 1
        午後0時 ランチ：うどん => @12:00 | #lunch | うどん: 1
        正午 ランチ：うどん => @12:00 | #lunch | うどん: 1
        正午　ラーメン => @12:00 | ラーメン: 1
        19時30分 夕食：カレー => @19:30 | #dinner | カレー: 1
        19時半 ビール２本 => @19:30 | ビール: 2
        ７時 朝ごはん：おにぎり => @07:00 | #breakfast | おにぎり: 1
        １２：３０ ラーメン => @12:30 | ラーメン: 1
        12:30ラーメン => @12:30 | ラーメン: 1
        午後11時 持効 12単位 => @23:00 | dose long 12
        午後10時半 ランタス12単位 => @22:30 | dose long 12
        19:30 dinner: => @19:30 | #dinner | header
        12:30 昼ごはん： => @12:30 | #lunch | header
        25:00 toast => error notATime
        13pm toast => error twelveHourTime

        ## Struck through
        ~~12:30 ramen~~ => @12:30 | cancelled
        12:30 ~~ラーメン~~ => @12:30 | cancelled
        ~~ランタス 12単位~~ => cancelled
        ramen, ~~gyoza~~ => ramen: 1

        ## Everyday meals, English
        toast => toast: 1
        coffee with milk => coffee with milk: 1
        iced latte => iced latte: 1
        Big Mac, fries, coke => big mac: 1 | fries: 1 | coke: 1
        oatmeal with berries => oatmeal with berries: 1
        chicken salad sandwich => chicken salad sandwich: 1
        ramen; gyoza => ramen: 1 | gyoza: 1
        pasta, salad, wine 2 glasses => pasta: 1 | salad: 1 | wine: 2
        burger 2, fries => burger: 2 | fries: 1
        leftover pizza 2 slices => leftover pizza: 2
        7up => 7up: 1
        100% orange juice => orange juice: 1
        3 xylitol gum => xylitol gum: 3
        [x] 08:00 yogurt => @08:00 | yogurt: 1
        eggs 2, toast 1 => eggs: 2 | toast: 1

        ## Everyday meals, Japanese and mixed
        ラーメン => ラーメン: 1
        味噌ラーメン大盛り => 味噌ラーメン大盛り: 1
        ご飯大盛り => ご飯: 1
        牛丼並盛 => 牛丼並盛: 1
        納豆、ごはん150g、味噌汁 => 納豆: 1 | ごはん: 150g | 味噌汁: 1
        パン1枚、コーヒー => パン: 1 | コーヒー: 1
        おにぎり（鮭） => おにぎり: 1
        サラダチキン => サラダチキン: 1
        アルフォート3枚 => アルフォート: 3
        10:30 アルフォート２枚、カフェラテ => @10:30 | アルフォート: 2 | カフェラテ: 1
        カレーライス、サラダ => カレーライス: 1 | サラダ: 1
        焼き魚；ごはん => 焼き魚: 1 | ごはん: 1
        ビール中ジョッキ2杯 => ビール中ジョッキ: 2
        生ビール 2杯 => 生ビール: 2
        ハイボール ×3 => ハイボール: 3
        チューハイ 350ml => チューハイ: 350ml
        日本酒 1合 => 日本酒: 180ml
        ramen 1杯 => ramen: 1
        matcha latte 1杯 => matcha latte: 1
        ビール 2 cans => ビール: 2
        sushi 10貫 => sushi: 10
        コーヒー 2 cups => コーヒー: 2
        ご飯 150g => ご飯: 150g
        ramen、gyoza 6個 => ramen: 1 | gyoza: 6
        サラダ + ramen => サラダ: 1 | ramen: 1
        チキン salad 1 bowl => チキン salad: 1
        ＡＬＦＯＲＴ ３枚 => alfort: 3
        ＡＬＦＯＲＴ => alfort: 1
        12:30 lunch: ラーメン、餃子 6個 => @12:30 | #lunch | ラーメン: 1 | 餃子: 6
        朝食：パン、ヨーグルト 100g => #breakfast | パン: 1 | ヨーグルト: 100g
        夕食: 餃子 8個, ごはん150g => #dinner | 餃子: 8 | ごはん: 150g
        おやつ：アルフォート2枚、latte => #snack | アルフォート: 2 | latte: 1
        コンビニ弁当 => コンビニ弁当: 1
        唐揚げ弁当 約800kcal => 唐揚げ弁当: 1, 800kcal
        ざるそば => ざるそば: 1
        肉じゃが、ごはん半膳 => 肉じゃが: 1 | ごはん: 1/2
        みそ汁、ご飯 1/2膳、焼き鮭 => みそ汁: 1 | ご飯: 1/2 | 焼き鮭: 1
        りんご 1/2個、ヨーグルト => りんご: 1/2 | ヨーグルト: 1
        バナナ1本、牛乳200ml => バナナ: 1 | 牛乳: 200ml
        お茶 500ml、おにぎり2個 => お茶: 500ml | おにぎり: 2
        ピザ 2ピース、コーラ 500ml => ピザ: 2 | コーラ: 500ml
        たこ焼き 8個 => たこ焼き: 8
        肉まん1個 => 肉まん: 1
        おでん 大根、卵 => おでん 大根: 1 | 卵: 1
        いなり寿司3個 => いなり寿司: 3
        ケーキ1個 350kcal => ケーキ: 1, 350kcal
        シュークリーム 2個 => シュークリーム: 2
        チョコ ひとかけ => チョコ: 1
        ヨーグルト 1/2カップ => ヨーグルト: 1/2
        鮭おにぎり 1個 + お茶 => 鮭おにぎり: 1 | お茶: 1
        ## "And" between Japanese foods, times written last, pens, can sizes
        パンとコーヒー => パン: 1 | コーヒー: 1
        ご飯と味噌汁と漬物 => ご飯: 1 | 味噌汁: 1 | 漬物: 1
        おにぎり2個とお茶 => おにぎり: 2 | お茶: 1
        ハムと卵のサンド => ハムと卵のサンド: 1
        とんかつ定食 => とんかつ定食: 1
        ご飯+味噌汁 => ご飯: 1 | 味噌汁: 1
        ramen+gyoza => ramen+gyoza: 1
        Tresiba 12u 22:00 => @22:00 | dose long 12
        ramen at 12:30 => @12:30 | ramen: 1
        ビール2本 19時 => @19:00 | ビール: 2
        ランタス12単位 22時頃 => @22:00 | dose long 12
        Lantus SoloStar 20u => dose long 20
        トレシーバ注 10単位 => dose long 10
        ノボラピッド注 フレックスペン 6単位 => dose rapid 6
        トレシーバ 10単位 夕食と一緒に => dose long 10
        ビール 500缶 => ビール: 500ml
        ビール350缶 2本 => ビール: 700ml
        寿司12カン => 寿司: 12
        nuggets (10) => nuggets: 10
        ご飯（150g） => ご飯: 150g
        朝7時 パン => @07:00 | パン: 1
        昼1時 ラーメン => @13:00 | ラーメン: 1
        夜9時 アイス => @21:00 | アイス: 1
        夕方6時 夕食：カレー => @18:00 | #dinner | カレー: 1
        19時頃 ビール 2杯 => @19:00 | ビール: 2
        7時のおやつ：プリン => @07:00 | #snack | プリン: 1
        お昼: ラーメン => #lunch | ラーメン: 1
        豆腐 半丁 => 豆腐: 1/2
        ポテチ 1/3袋 => ポテチ: 1/3
        two and a half cups rice => rice: 2 1/2
        3 oz salmon => salmon: 85.0485g
        steak 10 oz => steak: 283.495g
        砂糖 小さじ1 => 砂糖: 5ml
        オリーブオイル 大さじ1 => オリーブオイル: 15ml
        ジョギング 30分 -250kcal => ジョギング: 1, -250kcal
        プロテイン 1杯 (120kcal) => プロテイン: 1, 120kcal
        ## Insulin after other words, kcal for each, slots without a colon, measures times counts
        就寝前 トレシーバ12単位 => dose long 12
        昼食前 ヒューマログ 5 => dose rapid 5
        before lunch humalog 4u => dose rapid 4
        昼食前 ノボリン 4 => error insulinNamesNoDose
        ## Insulin named without an amount is never food, whatever else the item says (issue 11, rule 2)
        ramen before humalog => error insulinWithoutAmount
        パン 2個 (各250kcal) => パン: 2, 500kcal
        3 eggs 70kcal each => eggs: 3, 210kcal
        朝食 トースト1枚とコーヒー => #breakfast | トースト: 1 | コーヒー: 1
        夕飯 焼肉 => #dinner | 焼肉: 1
        lunch box => lunch box: 1
        ビール 500ml×2 => ビール: 1000ml
        ビール 350ml 2本 => ビール: 700ml
        ハイボール 350ml缶 => ハイボール: 350ml
        チョコ 3かけ => チョコ: 3
        pasta 2oz dry => pasta: 56.699g
        rice 1 cup cooked => rice: 1
        sandwich half => sandwich: 1/2
        half & half => half & half: 1
        two thirds cup oats => oats: 2/3
        dark chocolate 2 squares => dark chocolate: 2
        basal 20u => dose long 20
        bolus 5u => dose rapid 5
        Humalog 1/2 unit => dose rapid 0.5
        lantus 7 1/2u => dose long 7.5
        ヒューマログ ½単位 => dose rapid 0.5
        long-acting 20u => dose long 20
        correction 2u => dose rapid 2
        補正 2単位 => dose rapid 2
        took my tresiba 12 units => dose long 12
        vitamin d 1000 IU => vitamin d: 1
        ビタミンD 1000IU => ビタミンd: 1
        10pc chicken nuggets => chicken nuggets: 10
        wine 750ml bottle => wine: 750ml
        quarter of a bottle of wine => wine: 1/4
        【朝食】パン、コーヒー => #breakfast | パン: 1 | コーヒー: 1
        12:00~ ランチ パスタ => @12:00 | #lunch | パスタ: 1
        16 oz cold brew => cold brew: 453.592g
        salmon 6oz, rice 1 cup, broccoli => salmon: 170.097g | rice: 1 | broccoli: 1
        2 slices of pizza and a coke => pizza: 2 | coke: 1
        toast and 2 eggs => toast: 1 | eggs: 2
        mac and cheese => mac and cheese: 1
        fish and chips => fish and chips: 1
        2 and a half cups rice => rice: 2 1/2
        1/2 of a bagel => bagel: 1/2
        ピザ 1/8枚 ×3 => ピザ: 3/8
        breakfast - eggs and toast => #breakfast | eggs and toast: 1
        dessert: 1 scoop ice cream => #snack | ice cream: 1
        ケーキ 1/6 => ケーキ: 1/6
        夜 鍋（2人前） => #dinner | 鍋: 2
        Lantus 18u @ 9pm => @21:00 | dose long 18
        日本酒 一合 => 日本酒: 180ml
        コーラ 500mlペットボトル => コーラ: 500ml
        起床後 トレシーバ 12単位 => dose long 12
        食パン 8枚切り 2枚 => 食パン: 2
        ドレッシング 大さじ1 => ドレッシング: 15ml
        ## Second round (issue 11): lines from an outside tester that were misread, and variations on each rule.
        ## Written before the fixes; a pump's rate is no dose
        temp basal 50% => error notADoseAmount
        basal rate 0.8u/h => error notADoseAmount
        basal 0.8 u/hr => error notADoseAmount
        temp basal 120% for 2h => error notADoseAmount
        ベーサル 0.9単位/時 => error notADoseAmount
        22:00 basal 0.75u/hour => error notADoseAmount
        pump basal 0.8u/h => error notADoseAmount
        bolus 3.2u via pump => dose rapid 3.2

        ## Insulin named without an amount is never food
        missed lantus => error doseNotTaken
        took lantus => error insulinWithoutAmount
        forgot humalog => error doseNotTaken
        no lantus today => error doseNotTaken
        22:00 forgot my tresiba => error doseNotTaken
        skipped novorapid at lunch => error doseNotTaken
        今日はトレシーバなし => error doseNotTaken
        朝 打ち忘れ ランタス => error doseNotTaken
        ramen, forgot lantus => error insulinWithoutAmount | ramen: 1
        ランタスを打った => error doseWithoutAmount
        asparagus 5 spears => asparagus: 5
        diet coke with aspartame => diet coke with aspartame: 1

        ## Times that are no quantities
        19.30 pasta => @19:30 | pasta: 1
        12.45 sandwich => @12:45 | sandwich: 1
        08.15 toast, coffee => @08:15 | toast: 1 | coffee: 1
        20.00 ラーメン => @20:00 | ラーメン: 1
        7.30am porridge => @07:30 | porridge: 1
        6.30pm dinner: curry => @18:30 | #dinner | curry: 1
        1.25 cups rice => rice: 1 1/4
        0.25 pizza => pizza: 1/4
        2.50 kg chicken => chicken: 2500g
        9 pm snack: popcorn => @21:00 | #snack | popcorn: 1
        9 PM ice cream => @21:00 | ice cream: 1
        10 am coffee => @10:00 | coffee: 1
        11 a.m. brunch: eggs => @11:00 | #lunch | eggs: 1
        3 amaretti cookies => amaretti cookies: 3
        AM7:30 パン => @07:30 | パン: 1
        PM3:00 ケーキ => @15:00 | ケーキ: 1
        pm 3:30 cake => @15:30 | cake: 1
        ~8pm chips => @20:00 | chips: 1
        ~7:30 toast => @07:30 | toast: 1
        at 7pm: pizza => @19:00 | pizza: 1
        7pm: salad => @19:00 | salad: 1
        around 8pm popcorn => @20:00 | popcorn: 1
        約19時 ビール => @19:00 | ビール: 1
        深夜1時 カップ麺 => @01:00 | カップ麺: 1
        深夜0時半 ラーメン => @00:30 | ラーメン: 1
        深夜11時 カップ麺 => @23:00 | カップ麺: 1
        夜中2時 アイス => @02:00 | アイス: 1
        夜中3時 おにぎり => @03:00 | おにぎり: 1
        明け方5時 水 => @05:00 | 水: 1
        早朝5時 バナナ => @05:00 | バナナ: 1
        お昼12時 うどん => @12:00 | うどん: 1
        お昼1時 そば => @13:00 | そば: 1
        晩7時 夕飯：鍋 => @19:00 | #dinner | 鍋: 1
        19時くらい 夕食：カレー => @19:00 | #dinner | カレー: 1
        12時ぐらい ランチ パスタ => @12:00 | #lunch | パスタ: 1

        ## Glucose readings after a note
        fasting bg 95 => glucose 95
        before lunch bg 132 => glucose 132
        朝食前 血糖 110 => glucose 110
        寝る前 血糖値 180 => glucose 180
        07:10 血糖測定 142 => @07:10 | glucose 142
        血糖測定 6.1mmol/L => glucose 109.8976
        after dinner glucose 7.8 mmol/L => glucose 140.5248
        低血糖 65 => glucose 65
        blood sugar 120 => glucose 120
        BG LO => error glucoseBeyondRange
        BG HI => error glucoseBeyondRange
        bg: high => error glucoseBeyondRange
        glucose tablets 3 => glucose tablets: 3
        ブドウ糖 2粒 => ブドウ糖: 2
        血糖値が気になる方のお茶 1本 => お茶: 1

        ## A note in parentheses after the quantity
        焼き鳥 ５本 (塩) => 焼き鳥: 5
        ドーナツ 2個 (ミスド) => ドーナツ: 2
        ごはん 200g（茶碗大盛り） => ごはん: 200g
        パスタ 100g(乾麺) => パスタ: 100g
        beer 2 cans (IPA) => beer: 2
        ラーメン 1杯 (替え玉なし) => ラーメン: 1
        ピザ 1/8 ×3 (マルゲリータ) => ピザ: 3/8

        ## Separators inside parentheses, + after a measure, と between spaces
        晩ごはん：鍋（白菜、豚肉、豆腐） => #dinner | 鍋: 1
        サラダ (レタス, トマト, きゅうり) => サラダ: 1
        burrito (rice, beans, cheese) 650kcal => burrito: 1, 650kcal
        chicken 150g (grilled, no skin) => chicken: 150g
        おにぎり 2個（鮭と昆布） => おにぎり: 2
        ラーメン（味噌、大盛り）、餃子 6個 => ラーメン: 1 | 餃子: 6
        朝８時 朝ごはん：シリアル 40g＋牛乳 200ml => @08:00 | #breakfast | シリアル: 40g | 牛乳: 200ml
        ご飯150g+味噌汁 => ご飯: 150g | 味噌汁: 1
        コンビニ おにぎり2個 と 唐揚げ => おにぎり: 2 | 唐揚げ: 1
        パン と コーヒー => パン: 1 | コーヒー: 1

        ## Foods named like a dose that is no insulin
        long black => long black: 1
        long island iced tea => long island iced tea: 1
        long john donut => long john donut: 1
        long beans 100g => long beans: 100g
        long walk => not activity
        flat white, long black => flat white: 1 | long black: 1
        2 long island iced teas => long island iced teas: 2
        rapid fire wings 6 => rapid fire wings: 6
        long => error doseWithoutAmount
        long done => error doseWithoutAmount
        long taken => error doseWithoutAmount
        lantus done => error doseWithoutAmount

        ## Parts of a whole, times a count
        pizza 1/8 ×3 => pizza: 3/8
        2 x ½ bagel => bagel: 1
        ½ x2 bagel => bagel: 1
        3 x 1/4 pizza => pizza: 3/4
        bagel ½ x2 => bagel: 1
        2 halves of a bagel => bagel: 1
        two halves of a sandwich => sandwich: 1
        3 half-sandwiches => sandwiches: 3/2
        1/2 sandwich x2 => sandwich: 1
        half a pizza x2 => pizza: 1
        2 alforts x3 => error twoQuantities
        sandwich (half) => sandwich: 1/2
        popcorn (half bag) => popcorn: 1/2
        chips (half a bag) => chips: 1/2
        cake (a quarter) => cake: 1/4
        チーズケーキ 1/4ホール => チーズケーキ: 1/4
        ホールケーキ 1/8 => ホールケーキ: 1/8
        ケーキ半分こ => ケーキ: 1/2
        ピザ ハーフ => ピザ: 1/2
        ラーメン ハーフ => ラーメン: 1/2
        ハーフサイズのパスタ => パスタ: 1/2
        half-size ramen => ramen: 1/2
        half size fries => fries: 1/2
        お茶碗半分のごはん => ごはん: 1/2
        茶碗1杯のごはん => ごはん: 1
        コップ1杯の牛乳 => 牛乳: 1
        グラス半分のワイン => ワイン: 1/2

        ## Counters, units, number words, sums and changes of a dose
        みかん 3こ => みかん: 3
        いちご 5こ => いちご: 5
        そうめん 2束 => そうめん: 2
        サプリ 2錠 => サプリ: 2
        ビタミンC 2錠 => ビタミンc: 2
        チキン 2羽 => チキン: 2
        食パン 1斤 => 食パン: 1
        オレンジジュース 200㏄ => オレンジジュース: 200ml
        peanut butter 1 tbs => peanut butter: 15ml
        fifteen almonds => almonds: 15
        twenty grapes => grapes: 20
        sixteen grapes => grapes: 16
        ビール 350ml×3本 => ビール: 1050ml
        ハイボール 500ml×2缶 => ハイボール: 1000ml
        humalog 4+2u => dose rapid 6
        ヒューマログ 3+1単位 => dose rapid 4
        humalog 4u + 2u correction => error moreThanOneThingOnDoseLine
        ランタス 12単位→10単位に減量 => dose long 10
        lantus 14u -> 12u => dose long 12

        ## A quantity inside the item
        had 2 slices of pizza => pizza: 2
        ate 3 pieces of sushi => sushi: 3
        McDonald's 10 piece nuggets => nuggets: 10
        pizza 2 slices extra cheese => pizza: 2
        coffee x2 w/ cream => coffee: 2
        latte 2x with oat milk => latte: 2
        1 and 1/2 bagels => bagels: 1 1/2
        2 and ½ cups rice => rice: 2 1/2
        ## Lines tried after the second round: readings after a duration, と after a counter in hiragana, and more
        7:15 oatmeal with blueberries => @07:15 | oatmeal with blueberries: 1
        12.30 lunch: burrito bowl => @12:30 | #lunch | burrito bowl: 1
        6pm dinner: salmon 150g, rice 1 cup, salad => @18:00 | #dinner | salmon: 150g | rice: 1 | salad: 1
        3 pm coffee + cookie => @15:00 | coffee: 1 | cookie: 1
        10.45 banana => @10:45 | banana: 1
        1.5 cups pasta => pasta: 1.5
        0.5 cup rice => rice: 0.5
        2 tbs peanut butter => peanut butter: 30ml
        11pm ice cream 1 scoop => @23:00 | ice cream: 1
        around 3pm handful of almonds => @15:00 | almonds: 1
        ~10pm chips (half a bag) => @22:00 | chips: 1/2
        forgot my lantus last night => error doseNotTaken
        took humalog late => error insulinWithoutAmount
        humalog 5u + 1u correction => error moreThanOneThingOnDoseLine
        humalog 5+1u => dose rapid 6
        ## A second amount in units is never a note, even in parentheses (`(+2u correction)` would be lost).
        lantus 20u (moved from 22u) => error moreThanOneThingOnDoseLine
        basal 0.85u/h overnight => error notADoseAmount
        temp basal 70% 2 hrs => error notADoseAmount
        bolus 4.5 => dose rapid 4.5
        BG 180 after pizza => glucose 180
        post-lunch bg 165 => glucose 165
        fasting glucose 102 => glucose 102
        2h after lunch bg 140 => glucose 140
        2 slices pepperoni pizza => pepperoni pizza: 2
        pizza, 2 slices => pizza: 2
        chicken nuggets 6pc => chicken nuggets: 6
        a glass of wine => wine: 1
        2 glasses of red wine => red wine: 2
        beer x3 => beer: 3
        half a bagel w/ cream cheese => bagel w/ cream cheese: 1/2
        protein shake (30g protein) => protein shake: 1
        apple + peanut butter 1 tbsp => apple: 1 | peanut butter: 15ml
        big mac meal => big mac meal: 1
        7-eleven sandwich => sandwich: 1
        12 inch sub => sub: 1
        eggs x2 scrambled => eggs: 2
        2 eggs scrambled => eggs: 2
        oatmeal 40g dry => oatmeal: 40g
        1/3 cup granola => granola: 1/3
        three quarters of a sandwich => sandwich: 3/4
        leftover pizza 2 slices => leftover pizza: 2
        coffee w/ milk, 2 sugars => coffee w/ milk: 1 | sugars: 2
        snack: apple, half => #snack | apple: 1/2
        dinner: steak (8oz) => #dinner | steak: 226.796g
        7時半 朝ごはん：納豆ごはん、味噌汁 => @07:30 | #breakfast | 納豆ごはん: 1 | 味噌汁: 1
        12時15分 昼：カツ丼（大盛り） => @12:15 | #lunch | カツ丼: 1
        19時ごろ 夕飯 焼き魚、ご飯 150g、サラダ => @19:00 | #dinner | 焼き魚: 1 | ご飯: 150g | サラダ: 1
        22時過ぎ ランタス 10単位 => @22:00 | dose long 10
        寝る前 トレシーバ打ち忘れ => error doseNotTaken
        ヒューマログ 4+1単位 => dose rapid 5
        朝 ノボラピッド 6単位 => #breakfast | dose rapid 6
        昼食前 血糖値 98 => glucose 98
        食後2時間 血糖 165 => glucose 165
        30分後 血糖値 120 => glucose 120
        おやつ：チョコ 3かけ、コーヒー => #snack | チョコ: 3 | コーヒー: 1
        ビール 中ジョッキ2杯 => ビール: 2
        ワイン グラス2杯 => ワイン: 2
        日本酒 2合 => 日本酒: 360ml
        牛乳 コップ1杯 => 牛乳: 1
        ご飯 茶碗1杯 => ご飯: 1
        ご飯 お茶碗半分 => ご飯: 1/2
        食パン6枚切り 1枚 => 食パン: 1
        納豆 1パック => 納豆: 1
        卵 2こ => 卵: 2
        ヨーグルト 100g（無糖） => ヨーグルト: 100g
        唐揚げ 5個（コンビニ） => 唐揚げ: 5
        ラーメン 半分 => ラーメン: 1/2
        ピザ 2切れ => ピザ: 2
        夜食 おにぎり1個 => #snack | おにぎり: 1
        深夜2時 ポテチ半袋 => @02:00 | ポテチ: 1/2
        21時くらい アイス => @21:00 | アイス: 1
        午後3時 ケーキ1切れとコーヒー => @15:00 | ケーキ: 1 | コーヒー: 1
        サラダチキン＋おにぎり => サラダチキン: 1 | おにぎり: 1
        スタバ ラテ トール => スタバ ラテ トール: 1
        ランタス忘れた => error doseNotTaken
        今朝のランタス打ち忘れ => error doseNotTaken
        ランタス 12単位→14単位 => dose long 14
        ベーサル 0.8単位/時 => error notADoseAmount
        BG LO ジュース => error glucoseBeyondRange
        血糖 HI => error glucoseBeyondRange
        チョコ3かけとお茶 => チョコ: 3 | お茶: 1
        ## "About" after a Japanese quantity
        ぶどう 10粒くらい => ぶどう: 10
        ご飯 150gくらい => ご飯: 150g
        ビール 2杯ほど => ビール: 2
        パスタ 100g程度 => パスタ: 100g
        いちご 5個ぐらい => いちご: 5
        ## A day as people write it, in English and in Japanese (tried after the second round)
        08:10 朝食: ヨーグルト、バナナ1本、コーヒー => @08:10 | #breakfast | ヨーグルト: 1 | バナナ: 1 | コーヒー: 1
        10時 おやつ クッキー2枚 => @10:00 | #snack | クッキー: 2
        12:40 昼 牛丼並盛 => @12:40 | #lunch | 牛丼並盛: 1
        13時半 コンビニのサラダ（和風ドレッシング） => @13:30 | サラダ: 1
        15:00 カフェラテ Mサイズ => @15:00 | カフェラテ: 1
        18時頃 ビール 500ml缶 ×2 => @18:00 | ビール: 1000ml
        19:30 夕食：刺身、ご飯 1膳、味噌汁、漬物 => @19:30 | #dinner | 刺身: 1 | ご飯: 1 | 味噌汁: 1 | 漬物: 1
        21時 アイス（ハーゲンダッツ） => @21:00 | アイス: 1
        23:30 夜食 カップラーメン半分 => @23:30 | #snack | カップラーメン: 1/2
        22:00 トレシーバ 12単位 => @22:00 | dose long 12
        07:30 ノボラピッド 4単位 朝食前 => @07:30 | dose rapid 4
        12時 ヒューマログ5単位（昼） => @12:00 | dose rapid 5
        ランタス打ち忘れた… => error doseNotTaken
        朝 血糖 132 => #breakfast | glucose 132
        夕食後 血糖値 188 => glucose 188
        血糖値 5.8 mmol/L => glucose 104.4928
        ポテチ 1/3袋 => ポテチ: 1/3
        おにぎり（鮭）2個 => おにぎり: 2
        唐揚げ弁当 大盛り => 唐揚げ弁当 大盛り: 1
        みそ汁 1杯、納豆ご飯 => みそ汁: 1 | 納豆ご飯: 1
        チョコ 5粒 => チョコ: 5
        ナッツ ひとつかみ => ナッツ ひとつかみ: 1
        ぶどう 10粒くらい => ぶどう: 10
        07:00 coffee w/ oat milk => @07:00 | coffee w/ oat milk: 1
        7:45am 2 eggs, toast, OJ => @07:45 | eggs: 2 | toast: 1 | oj: 1
        10:30 snack: granola bar => @10:30 | #snack | granola bar: 1
        12:15 lunch: turkey sandwich + chips => @12:15 | #lunch | turkey sandwich: 1 | chips: 1
        1pm coke zero => @13:00 | coke zero: 1
        3:30pm apple w/ 2 tbsp peanut butter => @15:30 | apple w/ 2 tbsp peanut butter: 1
        6:45 pm dinner: spaghetti 2 cups, garlic bread => @18:45 | #dinner | spaghetti: 2 | garlic bread: 1
        9pm: 2 cookies => @21:00 | cookies: 2
        10pm lantus 24u => @22:00 | dose long 24
        humalog 6u @ 12:30 => @12:30 | dose rapid 6
        novolog 3u correction => dose rapid 3
        bolused 5u for lunch => error insulinNamesNoDose
        bg 95 fasting => glucose 95
        BG 210 😬 => glucose 210
        glucose 4.2 mmol => glucose 75.6672
        pizza (3 slices) => pizza: 3
        beer, 2 => beer: 2
        sushi 12 pcs => sushi: 12
        burrito bowl ~800 cal => burrito bowl: 1, 800kcal
        salad w/ chicken 450kcal => salad w/ chicken: 1, 450kcal
        ice cream 1/2 cup => ice cream: 1/2
        banana + PB => banana: 1 | pb: 1
        2 slices toast w/ butter => toast w/ butter: 2
        a handful of chips => chips: 1
        half a sandwich, soup => sandwich: 1/2 | soup: 1
        coffee x 3 => coffee: 3
        oatmeal 1/2 cup dry => oatmeal: 1/2
        wine 2 glasses => wine: 2
        protein bar (200 cal) => protein bar: 1, 200kcal
        bagel w/ cream cheese (half) => bagel w/ cream cheese: 1/2
        6:50 起床 白湯 => @06:50 | 白湯: 1
        7時 朝：食パン1枚にバター、ゆで卵1個 => @07:00 | #breakfast | 食パン1枚にバター: 1 | ゆで卵: 1
        7:10 ランタス 14単位 => @07:10 | dose long 14
        7:15 朝食前 ヒューマログ 4 => @07:15 | dose rapid 4
        7:20 血糖 128 => @07:20 | glucose 128
        10時 間食：せんべい2枚 => @10:00 | #snack | せんべい: 2
        12時 お昼：天ぷらそば => @12:00 | #lunch | 天ぷらそば: 1
        12:05 ノボラピッド 6単位 => @12:05 | dose rapid 6
        14:00 食後2時間 血糖値 176 => @14:00 | glucose 176
        15時 おやつ どら焼き1個 + 緑茶 => @15:00 | #snack | どら焼き: 1 | 緑茶: 1
        18時半 ビール350ml缶 1本 => @18:30 | ビール: 350ml
        19時 夕飯：焼肉（カルビ、ロース、タン）、ご飯小 => @19:00 | #dinner | 焼肉: 1 | ご飯小: 1
        19:05 超速効 8単位 => @19:05 | dose rapid 8
        21時 デザート プリン => @21:00 | #snack | プリン: 1
        22時 寝る前 トレシーバ 10単位 => @22:00 | dose long 10
        23時 夜食にラーメン半分 => @23:00 | 夜食にラーメン: 1/2
        朝ごはん抜き => not skipped_meal
        昼 コンビニ弁当（のり弁） => #lunch | コンビニ弁当: 1
        夜 鍋（豚しゃぶ）とご飯 => #dinner | 鍋: 1 | ご飯: 1
        ヨーグルト 1個 (無糖) => ヨーグルト: 1
        りんご 1/4個 => りんご: 1/4
        みかん 2個と柿 1個 => みかん: 2 | 柿: 1
        牛乳 コップ半分 => 牛乳: 1/2
        ご飯 大盛り 300g => ご飯 大盛り: 300g
        味噌汁（豆腐とわかめ） => 味噌汁: 1
        焼き鮭 1切れ => 焼き鮭: 1
        餃子 6個 + ビール 2杯 => 餃子: 6 | ビール: 2
        お茶 500ml ペットボトル => お茶: 500ml
        チョコ ２かけ => チョコ: 2
        アイス 1本（ガリガリ君） => アイス: 1
        ランタス 打ち忘れ => error doseNotTaken
        ヒューマログ 打ったけど量忘れた => error doseNotTaken
        ノボラピッド 5単位（少なめ） => dose rapid 5
        血糖値 LO => error glucoseBeyondRange
        血糖 62 低血糖 => glucose 62
        ブドウ糖 10g => ブドウ糖: 10g
        ジュース 200ml（低血糖対応） => ジュース: 200ml
        カロリーメイト 2本 => カロリーメイト: 2
        納豆ご飯と味噌汁 => 納豆ご飯: 1 | 味噌汁: 1
        ## Third round (issue 11): an outside tester's misreads and variations on each rule, written before the fixes
        ## A glucose reading marked as approximate, and the words people use for the meter or sensor
        bg ~140 => glucose 140
        bg ≈140 => glucose 140
        07:00 血糖 約140 => @07:00 | glucose 140
        07:00 bg about 140 => @07:00 | glucose 140
        07:00 bg 140ish => @07:00 | glucose 140
        07:00 血糖値 140くらい => @07:00 | glucose 140
        07:00 血糖 140前後 => @07:00 | glucose 140
        bg around 95 => glucose 95
        BG approx. 180 => glucose 180
        bg approx 7.2 mmol/L => glucose 129.7152
        glucose ~ 110 before lunch => glucose 110
        血糖値 約 ８５ => glucose 85
        血糖 〜120 => glucose 120
        bg: ~150 => glucose 150
        fasting bg ~100 => glucose 100
        bg 95-ish => glucose 95
        血糖 140程度 => glucose 140
        BS 135 => glucose 135
        bs 98 => glucose 98
        07:10 BS 142 => @07:10 | glucose 142
        朝食前 BS 110 => glucose 110
        BS:120 => glucose 120
        リブレ 156 => glucose 156
        21:00 リブレ 180 => @21:00 | glucose 180
        リブレ 約140 => glucose 140
        libre 156 => glucose 156
        Libre 7.8 mmol/L => glucose 140.5248
        dexcom 165 => glucose 165
        Dexcom: 88 => glucose 88
        デクスコム 120 => glucose 120
        cuba libre 2 => cuba libre: 2
        cuba libre => cuba libre: 1
        ## A quantity alone as an item is the item before's, whatever the number
        cake, 1 slice => cake: 1
        rice, 1 cup => rice: 1
        pizza, 2 slices => pizza: 2
        ramen, 1 bowl => ramen: 1
        beer, 1 can => beer: 1
        ケーキ、1切れ => ケーキ: 1
        ご飯、1膳 => ご飯: 1
        ## Insulin glued to its amount; the insulin after an amount written after other words
        lantus20u => dose long 20
        Lantus20 => dose long 20
        humalog4u => dose rapid 4
        22:00 tresiba14u => @22:00 | dose long 14
        novorapid5.5u => dose rapid 5.5
        Humalog4 units => dose rapid 4
        took 6u humalog => dose rapid 6
        22:00 took 12u lantus => @22:00 | dose long 12
        gave 4 units novorapid before dinner => dose rapid 4
        injected 10u tresiba => dose long 10
        took 6u => error insulinNamesNoDose
        novolog 70/30 12u => error insulinNamesNoDose
        humalog 75/25 10u => error insulinNamesNoDose
        ## Dose amounts as people spell them; a note after a comma; a second amount
        lantus=20 => dose long 20
        lantus = 20u => dose long 20
        lantus twenty units => dose long 20
        humalog four units => dose rapid 4
        tresiba twelve units => dose long 12
        lantus twenty-two units => dose long 22
        Lantus twenty two units => dose long 22
        humalog .5u => dose rapid 0.5
        novorapid .5 units => dose rapid 0.5
        トレシーバ 12ユニット => dose long 12
        ノボラピッド4ユニット => dose rapid 4
        ランタス十二単位 => dose long 12
        ランタス 十単位 => dose long 10
        lantus 20u, felt fine => dose long 20
        tresiba 12u, late tonight => dose long 12
        ランタス 12単位、寝る前 => dose long 12
        novorapid 6u lunch, 2u correction => error secondDoseOnDoseLine
        humalog 4u, 2u => error secondDoseOnDoseLine
        lantus 20u, toast 2 slices => error moreThanOneThingOnDoseLine
        humalog 4u + cookie => error moreThanOneThingOnDoseLine
        lantus 10u, humalog 4u => error moreThanOneThingOnDoseLine
        ## A dose that was not taken is never a dose taken and never food
        forgot lantus 12u => error doseNotTaken
        skipped long => error doseNotTaken
        skip long => error doseNotTaken
        no lantus tonight => error doseNotTaken
        no long tonight => error doseNotTaken
        ランタス 打ち忘れ => error doseNotTaken
        ランタス忘れた => error doseNotTaken
        ランタス 12単位 なし => error doseNotTaken
        missed my tresiba => error doseNotTaken
        22:00 lantus 12u skipped => error doseNotTaken
        long 12u - forgot => error doseNotTaken
        skipped lantus 12u => error doseNotTaken
        forgot humalog 4u => error doseNotTaken
        long skipped => error doseNotTaken
        didn't take lantus => error doseNotTaken
        forgot to take long 12u => error doseNotTaken
        ランタス打ってない => error doseNotTaken
        22:00 ランタス 打たなかった => error doseNotTaken
        lantus 12u, forgot => error doseNotTaken
        トレシーバ スキップ => error doseNotTaken
        ヒューマログ 4単位 忘れた => error doseNotTaken
        12u lantus missed => error doseNotTaken
        long: none => error doseNotTaken
        bg 140, skipped humalog => error moreThanOneThingOnGlucoseLine
        humalog 4u no correction => dose rapid 4
        ランタス 12単位 忘れずに => dose long 12
        ヒューマログ 4単位 補食なし => dose rapid 4
        coffee no sugar => coffee no sugar: 1
        long black no sugar => long black no sugar: 1
        ramen, no toppings => ramen: 1 | no toppings: 1
        didn’t take lantus => error doseNotTaken
        Forgot Lantus 12u => error doseNotTaken
        ＬＡＮＴＵＳ １２Ｕ ＳＫＩＰＰＥＤ => error doseNotTaken
        no humalog, ate low carb => error doseNotTaken
        lantus 20u (late, forgot earlier) => dose long 20
        lantus 12u (skipped) => error doseNotTaken
        ランタス 12単位（打ち忘れ） => error doseNotTaken
        ## Halves
        bagel halves x2 => bagel: 1
        bagel halves 2 => bagel: 1
        english muffin halves x4 => english muffin: 2
        sandwich half x2 => sandwich: 1
        ate half the cake => cake: 1/2
        had half a sandwich => sandwich: 1/2
        ate half of the pizza => pizza: 1/2
        bagel (half) w/ cream cheese => bagel: 1/2
        sandwich (half) with soup => sandwich: 1/2
        nuggets (6) with bbq sauce => nuggets: 6
        ハンバーグ 半分だけ => ハンバーグ: 1/2
        ケーキ半分だけ => ケーキ: 1/2
        ビール1本だけ => ビール: 1
        半そば => そば: 1/2
        半うどん => うどん: 1/2
        ハーフピザ => ピザ: 1/2
        ハーフラーメン => ラーメン: 1/2
        半熟卵 => 半熟卵: 1
        半ぺん => 半ぺん: 1
        ## 弱 and 強 after a quantity: a little under or over it
        ビール2杯弱 => ビール: 2
        ご飯150g強 => ご飯: 150g
        ビール 2杯強 => ビール: 2
        ## A number that is part of the name, then the quantity
        12 grain bread 2 slices => 12 grain bread: 2
        4 cheese pizza 2 slices => 4 cheese pizza: 2
        7 layer dip 2 scoops => 7 layer dip: 2
        12 grain bread x2 => 12 grain bread: 2
        6 inch sub x2 => 6 inch sub: 2
        4 cheese pizzas 2 slices => error twoQuantities
        3 bean chili 2 bowls => 3 bean chili: 2
        ## A slot word with its time in parentheses, or with a few words before its colon
        朝食(7:30) トースト => @07:30 | #breakfast | トースト: 1
        昼食（12:30） ラーメン => @12:30 | #lunch | ラーメン: 1
        夕食(19時) カレー => @19:00 | #dinner | カレー: 1
        lunch (12:30): ramen => @12:30 | #lunch | ramen: 1
        dinner at mom's: roast chicken, potatoes => #dinner | roast chicken: 1 | potatoes: 1
        lunch with friends: pizza 2 slices => #lunch | pizza: 2
        breakfast on the go: banana => #breakfast | banana: 1
        breakfast burrito: 450kcal => breakfast burrito: 1, 450kcal
        朝食（7時半）パン 2枚 => @07:30 | #breakfast | パン: 2
        ## A hyphen before a unit, counts in parentheses, packs of N
        8-oz steak => steak: 226.796g
        12-oz latte => latte: 340.194g
        10-piece nuggets => nuggets: 10
        almonds (23) => almonds: 23
        grapes (30) => grapes: 30
        coke (500) => coke (500): 1
        十個入りの餃子 => 餃子: 10
        10個入りの餃子 => 餃子: 10
        餃子 10個入り => 餃子: 10
        5本入りのスティックパン => スティックパン: 5
        ## A second dose or a food joined to a dose without a comma: an error, never one dose
        humalog 4u and lantus 12u => error moreThanOneThingOnDoseLine
        humalog 4u & lantus 12u => error moreThanOneThingOnDoseLine
        humalog 4u / lantus 12u => error moreThanOneThingOnDoseLine
        humalog 4u lantus 12u => error moreThanOneThingOnDoseLine
        ヒューマログ4単位 ランタス12単位 => error moreThanOneThingOnDoseLine
        ヒューマログ4単位とランタス12単位 => error moreThanOneThingOnDoseLine
        rapid 4u long 12u => error moreThanOneThingOnDoseLine
        correction 2u lantus 12u => error moreThanOneThingOnDoseLine
        humalog 4u (lantus 12u) => error moreThanOneThingOnDoseLine
        lantus 12u humalog 4u => error moreThanOneThingOnDoseLine
        ランタス12単位 ノボラピッド4単位 => error moreThanOneThingOnDoseLine
        トレシーバ10単位、ヒューマログ4単位 => error moreThanOneThingOnDoseLine
        ramen 600kcal and lantus 12u => error moreThanOneThingOnDoseLine
        ramen with lantus 12u => error moreThanOneThingOnDoseLine
        ramen / lantus 12u => error moreThanOneThingOnDoseLine
        ramen & lantus 12u => error moreThanOneThingOnDoseLine
        dinner: ramen 600kcal lantus 12u => error moreThanOneThingOnDoseLine
        ラーメン600kcal ランタス12単位 => error moreThanOneThingOnDoseLine
        夕食 カレー 700kcal ランタス 12単位 => error moreThanOneThingOnDoseLine
        ラーメンとランタス12単位 => error doseInsideMeal | ラーメン: 1
        ランタス12単位とヒューマログ4単位 => error moreThanOneThingOnDoseLine
        ノボラピッド 4単位 トレシーバ 10単位 => error moreThanOneThingOnDoseLine
        ランタス 12単位 と ラーメン => error moreThanOneThingOnDoseLine
        ヒューマログ 4単位 ×2 => error notOneAmount
        夕食前 ヒューマログ4単位 ランタス12単位 => error moreThanOneThingOnDoseLine
        ランタス 12単位 2本 => error moreThanOneThingOnDoseLine
        lantus 12u and a snack => error moreThanOneThingOnDoseLine
        ramen 600kcal took 4u humalog => error moreThanOneThingOnDoseLine
        humalog lantus 12u => error moreThanOneThingOnDoseLine
        ヒューマログ ランタス 12単位 => error moreThanOneThingOnDoseLine
        ノボラピッド と トレシーバ 10単位 => error moreThanOneThingOnDoseLine
        トレシーバ ノボラピッド 6単位 => error moreThanOneThingOnDoseLine
        rapid long 12u => error moreThanOneThingOnDoseLine
        gave 4 units novorapid before dinner => dose rapid 4
        lantus 12u before bed => dose long 12
        humalog 4u no correction => dose rapid 4
        ランタス 12単位 忘れずに => dose long 12
        ランタス 12単位 寝る前に => dose long 12
        humalog 4u with dinner => dose rapid 4
        ## An amount that is not one number: an error, never the first number
        lantus 12-14u => error notOneAmount
        lantus 12~14u => error notOneAmount
        lantus 12/14u => error notOneAmount
        lantus 12 14 => error notOneAmount
        lantus 12 or 14 => error notOneAmount
        lantus 12.5.5u => error notOneAmount
        lantus 20 and a half units => error notOneAmount
        lantus 12u x2 => error notOneAmount
        lantus 12u ×2 => error notOneAmount
        lantus 12u twice => error notOneAmount
        2 x lantus 12u => error notOneAmount
        ランタス 10〜12単位 => error notOneAmount
        ランタス 12単位×2 => error notOneAmount
        ランタス 12単位 2回 => error notOneAmount
        ヒューマログ 4～6単位 => error notOneAmount
        humalog 4 to 6 units => error notOneAmount
        humalog 1/2u => dose rapid 0.5
        ランタス 12.5単位 => dose long 12.5
        ## A dose not taken, in general forms: not, n't (any apostrophe), never, plans, Japanese negatives of 打つ
        didn’t take lantus 12u => error doseNotTaken
        never took lantus 12u => error doseNotTaken
        haven't taken lantus 12u => error doseNotTaken
        lantus 12u wasn't taken => error doseNotTaken
        lantus 12u wasnt given => error doseNotTaken
        lantus 12u not injected => error doseNotTaken
        lantus 12u not done => error doseNotTaken
        lantus 12u not-taken => error doseNotTaken
        lantus 12u cancelled => error doseNotTaken
        lantus 12u omitted => error doseNotTaken
        lantus 12u withheld => error doseNotTaken
        lantus 12u — not today => error doseNotTaken
        lantus 12u not yet => error doseNotTaken
        lantus 12u pending => error doseNotTaken
        lantus 12u will take later => error doseNotTaken
        TODO: lantus 12u => error doseNotTaken
        need to take lantus 12u => error doseNotTaken
        not lantus 12u => error doseNotTaken
        without lantus 12u => error doseNotTaken
        ran out of lantus 12u => error doseNotTaken
        lantus 12u. No. => error doseNotTaken
        lantus 12u no! => error doseNotTaken
        lantus 12u (no) => error doseNotTaken
        long not today => error doseNotTaken
        long nah => error doseNotTaken
        long tonight: no => error doseNotTaken
        humalog 4u not given yet => error doseNotTaken
        ランタス 12単位 打っていない => error doseNotTaken
        ランタス 12単位 打ってなかった => error doseNotTaken
        ランタス 12単位 打てなかった => error doseNotTaken
        ランタス 12単位 打ちそびれ => error doseNotTaken
        ランタス 12単位 打たない => error doseNotTaken
        ランタス 12単位 中止 => error doseNotTaken
        ランタス 12単位 まだ => error doseNotTaken
        ランタス 12単位 予定 => error doseNotTaken
        ランタス 12単位（未） => error doseNotTaken
        ランタス 12単位 あとで => error doseNotTaken
        ランタス 12単位 打ったか不明 => error doseNotTaken
        ランタス 12単位 × => error doseNotTaken
        ランタス 12単位 ✕ => error doseNotTaken
        ランタス 12単位 うちわすれ => error doseNotTaken
        ランタス 12単位 わすれた => error doseNotTaken
        ランタス 12単位 ウチワスレ => error doseNotTaken
        ランタス 12単位 打ってへん => error doseNotTaken
        トレシーバ 10単位 後で打つ => error doseNotTaken
        ヒューマログ 4単位 まだ打ってない => error doseNotTaken
        ノボラピッド 5単位 打てず => error doseNotTaken
        ランタス 12単位 打ち忘れた => error doseNotTaken
        トレシーバ 打っていません => error doseNotTaken
        ランタス 12単位 まだです => error doseNotTaken
        ランタス 12単位 打つ予定 => error doseNotTaken
        ランタス 12単位 今日は中止 => error doseNotTaken
        ランタス 12単位 打った => dose long 12
        ランタス 12単位 わすれずに => dose long 12
        ヒューマログ 4単位 食後 => dose rapid 4
        humalog 4u no correction => dose rapid 4
        ramen not too salty => ramen not too salty: 1

        ## [3/10] Kinds that are not food: weight (kg), written from what the person means
        体重 58.6kg => not weight 58.6
        weight 72.4 kg => not weight 72.4
        wt 165 lb => not weight 74.8
        体重58.6 => not weight 58.6
        07:00 体重 60.2キロ => @07:00 | not weight 60.2
        weight: 82.4kg => not weight 82.4
        weigh-in 74.1 (-0.3) => not weight 74.1
        06:30 176.8 lb => @06:30 | not weight 80.2
        体重 580kg => error weightOutOfRange
        weight 5kg => error weightOutOfRange

        ## [3/10] Body measures
        BP 120/80 => not blood_pressure 120/80
        血圧 141/90 => not blood_pressure 141/90
        a1c 6.9 => not hba1c 6.9
        HbA1c 7.2% => not hba1c 7.2
        体温 36.5℃ => not temperature 36.5
        temp 37.9 => not temperature 37.9
        99.8F feeling hot => not temperature 37.7
        腹囲 88cm => not measure

        ## [3/10] Activity: never food; explicit negative kcal still activity kcal
        30 min walk => not activity
        10k steps => not activity
        7,800 steps => not activity
        散歩 40分 => not activity
        ヨガ 20分 => not activity
        12 push-ups => not activity
        walked 3km -180kcal => walked 3km: 1, -180kcal

        ## [3/10] Medicine that is not insulin
        metformin 1000mg => not medicine
        ロキソニン 1錠 => not medicine
        jardiance 10mg => not medicine
        levothyroxine 50mcg => not medicine
        アムロジピン5mg 朝 => not medicine

        ## [3/10] Symptoms and mood
        headache => not symptom
        だるい => not symptom
        だるい、眠い => not symptom
        feeling great today! => not symptom
        頭痛 headache after lunch => not symptom

        ## [3/10] Notes
        note: felt low after lunch => not note
        メモ 明日は健康診断 => not note
        note: forgot lantus => not note

        ## [3/10] Meals not eaten
        skipped lunch => not skipped_meal
        朝食なし => not skipped_meal
        朝食抜き => not skipped_meal
        no lunch (meetings all day) => not skipped_meal
        昼ごはん食べてない => not skipped_meal
        breakfast — skip => #breakfast | not skipped_meal
        朝: なし => #breakfast | not skipped_meal
        fasting today until dinner => not skipped_meal

        ## [3/10] More Japanese lines of the kinds that are not food, and their food neighbours
        朝体重 58.9kg => not weight 58.9
        体重：５５．４ｋｇ => not weight 55.4
        6:45 体重 71.0kg => @06:45 | not weight 71
        体重 64.8（昨日より+0.6） => not weight 64.8
        血圧 128/84 朝 => not blood_pressure 128/84
        ヘモグロビンA1c 7.4 => not hba1c 7.4
        熱 37.8度 => not temperature 37.8
        体脂肪 28% => not measure
        歩数 12034歩 => not activity
        テニス 2時間 => not activity
        ラジオ体操 => not activity
        筋トレ 30分 => not activity
        メトホルミン 250mg 2錠 => not medicine
        ジャディアンス 10mg => not medicine
        頭痛薬 1錠 => not medicine
        胃もたれ => not symptom
        足がつった => not symptom
        喉が痛い 風邪かも => not symptom
        メモ：ランタスのペン交換 => not note
        昼抜き（忙しすぎ） => not skipped_meal
        夕食なし => not skipped_meal
        晩ごはん食べなかった => not skipped_meal
        ジムの後にプロテイン 1杯 120kcal => ジムの後にプロテイン: 1, 120kcal
        昼：ヨガ教室の後 サンドイッチ => #lunch | ヨガ教室の後 サンドイッチ: 1

        ## [3/10] Neighbours that stay food
        lunch: walking taco => #lunch | walking taco: 1
        ramen (felt sick after) => ramen: 1
        sports drink 250ml after run 100kcal => sports drink: 250ml, 100kcal
        fast food burger => fast food burger: 1
        protein bar 200kcal => protein bar: 1, 200kcal

        ## [3/10] Bounds on doses
        rapid 900u => error doseOutOfRange
        lantus 120 => error doseOutOfRange
        lantus 100u => dose long 100

        ## [3/10] Four digits, a phone's short meridiem: written from what the person means
        0715 oatmeal => @07:15 | oatmeal: 1
        0630 toast 2 slices => @06:30 | toast: 2
        1230 lunch: soba => @12:30 | #lunch | soba: 1
        2230 lantus 12u => @22:30 | dose long 12
        2000 steps => not activity
        1200 kcal buffet => buffet: 1, 1200kcal
        0715 ヨーグルト => @07:15 | ヨーグルト: 1
        0700 朝ごはん：トースト => @07:00 | #breakfast | トースト: 1
        2215 ランタス 12単位 => @22:15 | dose long 12
        1900 カレーライス => @19:00 | カレーライス: 1
        6:50a toast => @06:50 | toast: 1
        10p ramen 600kcal => @22:00 | ramen: 1, 600kcal
        7:30p tacos => @19:30 | tacos: 1
        11:15a coffee => @11:15 | coffee: 1

        ## [3/10] Clear doses: `of`, a mark after the time, class names, half-width kana, hiragana units
        4 units of humalog => dose rapid 4
        just took 12u of lantus => dose long 12
        6u of ノボラピッド => dose rapid 6
        2 cups of rice => rice: 2
        22:00 | lantus 12u => @22:00 | dose long 12
        12:30 - ramen => @12:30 | ramen: 1
        17:00 -150kcal walk => @17:00 | walk: 1, -150kcal
        22時 | ランタス 12単位 => @22:00 | dose long 12
        速効型インスリン 4単位 => dose rapid 4
        超速効型インスリン 3単位 => dose rapid 3
        持効型インスリン 10単位 => dose long 10
        ﾋｭｰﾏﾛｸﾞ 4単位 => dose rapid 4
        ﾄﾚｼｰﾊﾞ 10単位 => dose long 10
        ﾉﾎﾞﾗﾋﾟｯﾄﾞ 3単位 => dose rapid 3
        ランタス 12たんい => dose long 12
        ノボラピッド 4たんい => dose rapid 4

        ## [3/10] Device notes, pouches
        20:30 sensor change => @20:30 | not note
        changed pump site, right hip => not note
        21:00 センサー交換 => @21:00 | not note
        granola bars, 1 pouch => granola bars: 1

        ## [3/10] Obsidian Tasks' fields, emoji beside a count
        [x] lantus 12u ✅ 2026-11-30 => dose long 12
        [x] 22:00 ランタス 12単位 ✅ 2026-11-30 => @22:00 | dose long 12
        [x] 12:00 ramen 600kcal ✅ 2026-11-30 => @12:00 | ramen: 1, 600kcal
        [ ] 22:00 lantus 12u 📅 2026-11-30 ⏫ => @22:00 | cancelled
        22:10 lantus 12u ❌ 2026-11-30 => @22:10 | cancelled
        18:00 寿司 10貫🍣 => @18:00 | 寿司: 10
        15:30 せんべい2枚🍘 => @15:30 | せんべい: 2
        🍙 おにぎり 2個 => おにぎり: 2
        ワイン2杯🍷 => ワイン: 2

        ## [3/10] An emoji before the time, a marked time at the end
        💉 22:00 lantus 12u => @22:00 | dose long 12
        💉22:00 lantus 12u => @22:00 | dose long 12
        🍙 12:30 おにぎり => @12:30 | おにぎり: 1
        💉 22時 ランタス 12単位 => @22:00 | dose long 12
        ランタス12単位（22時） => @22:00 | dose long 12
        トレシーバ 10単位 (22:15) => @22:15 | dose long 10
        lantus 12u (22:30) => @22:30 | dose long 12
        ラーメン（12時半） => @12:30 | ラーメン: 1

        ## [3/10] A struck-through line with a note after it is struck whole
        ~~22:00 lantus 12u~~ (dup) => @22:00 | cancelled
        ~~lantus 12u~~ 重複 => cancelled
        ~~12:00 ramen~~ mistake => @12:00 | cancelled
        ~~トレシーバ 10単位~~ 二重 => cancelled
        ~~22:00 ランタス 12単位~~ 重複 => @22:00 | cancelled
        ~~ランタス12単位~~ 間違い => cancelled
        ~~朝食 トースト~~ 記入ミス => #breakfast | cancelled
        ~~22時 レベミル 8単位~~ （二重） => @22:00 | cancelled

        ## [3/10] Glucose words: sensors, fasting readings
        朝 空腹時血糖 98 => #breakfast | glucose 98
        空腹時血糖 ９９ => glucose 99
        起床時 血糖値 102 => glucose 102
        fasting 98 => glucose 98
        cgm 142 => glucose 142
        fbg 110 mg/dl => glucose 110
        fbs 101 => glucose 101
        空腹時血糖 105 => glucose 105
        fasting => not skipped_meal

        ## [3/10] A weight without a unit is kilograms only where it cannot be pounds
        wt 190 => error weightWithoutUnit
        体重 190 => error weightWithoutUnit
        体重 62.3 => not weight 62.3
        weight 72.5 => not weight 72.5

        ## [5/10] Carbohydrate beside a dose is what it was taken for
        humalog 6u for 60g carbs => dose rapid 6 60g
        ノボラピッド 6単位（糖質60g） => dose rapid 6 60g
        ヒューマログ 4単位 炭水化物45g => dose rapid 4 45g
        ノボラピッド 5単位 糖質 52.5g => dose rapid 5 52.5g
        fiasp 3u C40 => dose rapid 3 40g
        ノボラピッド 6単位 => dose rapid 6
        ## [3/10] `&` between spaces joins two foods of a meal, unless the words around it are one food
        0715 coffee & a banana => @07:15 | coffee: 1 | banana: 1
        burger & fries at the pub => burger: 1 | fries: 1
        tomato soup & grilled cheese => tomato soup: 1 | grilled cheese: 1
        tacos x3, chips & salsa => tacos: 3 | chips: 1 | salsa: 1
        sushi 8 pcs & miso soup => sushi: 8 | miso soup: 1
        toast & 2 eggs => toast: 1 | eggs: 2
        fish & chips => fish & chips: 1
        mac & cheese => mac & cheese: 1
        salt & vinegar chips => salt & vinegar chips: 1
        salad & grilled chicken 450kcal => salad & grilled chicken: 1, 450kcal
        m&m's 1 bag => m&m's: 1
        rice & lantus 12u => error moreThanOneThingOnDoseLine

        ## [3/10] What is struck through is never read: a note after it with only a time is a note, a new line after it
        ## is read alone
        ~~22:00 Tresiba 14u~~ already took it at 8am => @22:00 | cancelled
        ~~22:00 lantus 12u~~ dup, took it at 21:00 => @22:00 | cancelled
        ~~22時 トレシーバ 14単位~~ 朝8時に打った => @22:00 | cancelled
        ~~ラーメン~~ うどん 1杯 => うどん: 1
        ~~ノボラピッド 5単位~~ 4単位 => error insulinWithoutDoseName
        ~~ごはん 200g~~ ごはん 150g => ごはん: 150g
        ~~ランタス 12単位~~ 朝に打った 8時 => cancelled
        ~~5u~~ 4u humalog => dose rapid 4
        ~~lantus 12u~~ lantus 10u => dose long 10
        ~~ramen~~ udon 2 => udon: 2
        ~~ヒューマログ 6単位~~ ヒューマログ 4単位 => dose rapid 4
        ~~22:00 Tresiba 14u~~ took 12u at 23:00 => error insulinNamesNoDose

        ## [3/10] A slot word as a meal's heading: decorated, alone, or with its time
        **Breakfast** 8:00 => @08:00 | #breakfast | header
        dinner 7pm: => @19:00 | #dinner | header
        Lunch (12:30) => @12:30 | #lunch | header
        supper at 6:30pm => @18:30 | #dinner | header
        **Lunch** 12:30: ramen => @12:30 | #lunch | ramen: 1
        **Breakfast**: oatmeal => #breakfast | oatmeal: 1
        __Dinner__ => #dinner | header
        朝ごはん => #breakfast | header
        お昼 => #lunch | header
        昼ごはん 12時 => @12:00 | #lunch | header
        __夕食__ => #dinner | header
        ■朝食 トースト1枚 => #breakfast | トースト: 1
        ◆昼食 ラーメン => #lunch | ラーメン: 1
        ●夕飯 (19:00) => @19:00 | #dinner | header
        朝食 7:30 トースト => @07:30 | #breakfast | トースト: 1
        lunch: 12:30 soba => @12:30 | #lunch | soba: 1

        ## [3/10] A duration after a dose is a note on it: how long before or after
        Fiasp 5u (pre-bolus 15 min) => dose rapid 5
        humalog 4u 20 mins before dinner => dose rapid 4
        lantus 12u 2h late => dose long 12
        ノボラピッド 6単位（食前15分） => dose rapid 6
        ランタス 12単位 1時間遅れ => dose long 12
        ヒューマログ 4単位 30分前 => dose rapid 4
        humalog 4u 30 cookies => error moreThanOneThingOnDoseLine

        ## [3/10] A meal not eaten, with a note after a comma
        skipped breakfast, not hungry => not skipped_meal
        12:00 skipped lunch, meetings all day => @12:00 | not skipped_meal
        no dinner, felt sick => not skipped_meal
        朝食抜き、時間なし => not skipped_meal
        昼ごはん抜き、会議 => not skipped_meal
        夕飯なし、食欲なし => not skipped_meal

        ## [3/10] A reading with a verb before its number, and the blood-drop emoji as its word
        14:45 Libre says 240 ↑↑ => @14:45 | glucose 240
        dexcom shows 5.5 mmol/L => glucose 99.088
        bg was 140 before dinner => glucose 140
        12:00 🩸 98 => @12:00 | glucose 98
        血糖は120 => glucose 120
        リブレは 180 => glucose 180
        🩸 110 朝食前 => glucose 110
        デクスコムは 95 => glucose 95

        ## [3/10] An amount said to be "about" so much, alone after a food, is that food's
        grilled chicken breast, about 150g => grilled chicken breast: 150g
        rice, around 200g => rice: 200g
        salmon, approx. 120g => salmon: 120g
        鶏むね肉、およそ150g => 鶏むね肉: 150g
        ご飯、大体200g => ご飯: 200g
        豚肉、だいたい100g => 豚肉: 100g

        ## [3/10] An activity said only to be when something was eaten or felt is no activity; times as 12h30
        06:40 banana before run => @06:40 | banana: 1
        post-gym protein shake => protein shake: 1
        ラン前 バナナ => バナナ: 1
        運動後 プロテイン => プロテイン: 1
        feeling dizzy after gym => not symptom
        12h30 jambon-beurre => @12:30 | jambon-beurre: 1
        7h15 croissant => @07:15 | croissant: 1
        散歩前 おにぎり1個 => おにぎり: 1
        ジム後 プロテイン1杯 => プロテイン: 1
        12時30分 ラーメン => @12:30 | ラーメン: 1

        ## [3/10] A body's weight first on the line, with a note without numbers after it
        180.2 lb this morning ⚖️ => not weight 81.73845
        65.2 kg after shower => not weight 65.2
        2 lb potatoes => potatoes: 907.184g
        64.8kg 起床後 => not weight 64.8
        58.0kg（風呂上がり） => not weight 58
        1 kg 米 => 米: 1000g

        ## [3/10] When a reading was taken, then a bare number: a reading without its glucose word
        22:10 pre-bed 140 => @22:10 | glucose 140
        bedtime 155 => glucose 155
        checked: 61 => glucose 61
        寝る前 130 => glucose 130
        21:00 食後2時間 178 => @21:00 | glucose 178
        13:45 測定 88 => @13:45 | glucose 88
        起床時 102 => glucose 102
        寝る前 54!! 低い => glucose 54
        before bed 2 slices of toast => toast: 2

        ## [3/10] More words of how a person feels
        11:20 stomach upset 🤢 => @11:20 | not symptom
        04:00 couldn't sleep, thirsty => @04:00 | not symptom
        lightheaded after lunch => not symptom
        03:00 眠れない => @03:00 | not symptom
        朝から胸焼け => not symptom
        お腹が痛い => not symptom

        ## [3/10] A dose after a reading is a second thing on the line, never a note lost with it
        15:10 bg 210 → 2u => error moreThanOneThingOnGlucoseLine
        bg 250, correction 3 units => error moreThanOneThingOnGlucoseLine
        血糖220→補正2単位 => error moreThanOneThingOnGlucoseLine
        血糖 180 ヒューマログ 2単位追加 => error moreThanOneThingOnGlucoseLine
        bg 140 2h after lunch => glucose 140

        ## [3/10] A word one edit from an insulin's name, then a number, is insulin that cannot be read, never food
        22:00 lantsu 12 => error insulinNamesNoDose
        humalgo 4 => error insulinNamesNoDose
        tresbia 10 => error insulinNamesNoDose
        novorapdi 6 => error insulinNamesNoDose
        lentils 200g => lentils: 200g
        latte 2 => latte: 2
        ランタズ 12単位 => error insulinNamesNoDose
        トレシーハ 10単位 => error insulinNamesNoDose
        ノボラビッド 6単位 => error insulinNamesNoDose
        ヒューマロク 4単位 => error insulinNamesNoDose
        ラテ 2杯 => ラテ: 2
        レンズ豆 200g => レンズ豆: 200g

        ## [3/10] A time typed with a semicolon or a letter O is the time it likely means (with a warning)
        12;30 soba => @12:30 | soba: 1
        12:3O lunch: soba => @12:30 | #lunch | soba: 1
        1O:30 toast => @10:30 | toast: 1
        22;00 lantus 12u => @22:00 | dose long 12
        12;30 ラーメン => @12:30 | ラーメン: 1
        7;45 おにぎり2個 => @07:45 | おにぎり: 2
        22;00 ランタス 12単位 => @22:00 | dose long 12
        19:3O 夕食: カレー => @19:30 | #dinner | カレー: 1

        ## docs/FORMAT.md's examples (a test checks each is here), an error with its catalogue case
        19時 夕食： => @19:00 | #dinner | header
        ~~ランタス12単位~~ 重複 => cancelled
        [ ] 22:00 lantus 12u => @22:00 | cancelled
        [x] 22:00 lantus 12u => @22:00 | dose long 12
        午後3時 おやつ: ケーキ => @15:00 | #snack | ケーキ: 1
        25:00 lantus 12u => error notATime
        ノボリン 4単位 => error insulinNamesNoDose
        forgot lantus 12u => error doseNotTaken
        ランタス 打ち忘れ => error doseNotTaken
        lantus 12-14u => error notOneAmount
        took lantus => error insulinWithoutAmount
        07:30 bg 142 => @07:30 | glucose 142
        12:00 BG 7.9 mmol/L => @12:00 | glucose 142.3264
        22時 血糖値 142mg/dL => @22:00 | glucose 142
        食後2時間 178 => glucose 178
        bg 0 => error glucoseOutOfRange
        ビール 350ml => ビール: 350ml
        ラーメン 600-700kcal => error kcalRange
        metformin 500mg => not medicine
        ランタス 12〜14単位 => error notOneAmount
        ランタス打った => error doseWithoutAmount
        血糖 0 => error glucoseOutOfRange

        ## [3/10] round 36: a sensor's other names; when a reading was taken, or what it was, written with a space
        21:30 デキスコム 201 ↑ => @21:30 | glucose 201
        23:00 センサー 250 高い => @23:00 | glucose 250
        センサー 95 => glucose 95
        sensor 180 => glucose 180
        センサー交換 => not note
        19:30 post dinner 198 => @19:30 | glucose 198
        post lunch 165 => glucose 165
        pre dinner 110 => glucose 110
        2am low 62!! woke up sweaty => @02:00 | glucose 62
        hypo 58 => glucose 58
        low 54!! => glucose 54
        high 280 => glucose 280
        low fat yogurt => low fat yogurt: 1
        low carb bread 2 slices => low carb bread: 2
        high protein bar => high protein bar: 1
        夕食後 198 => glucose 198
        低血糖 58 => glucose 58
        高血糖 280 => glucose 280
        センサー 3 => センサー: 3
        ローファットヨーグルト => ローファットヨーグルト: 1

        ## [3/10] round 36: a note after a dose's comma whose only numbers are durations; priming is no second dose
        07:00 rapid 5u, pre-bolus 15 min => @07:00 | dose rapid 5
        lantus 12u, 30 min late => dose long 12
        07:00 ヒューマログ 5単位、15分前 => @07:00 | dose rapid 5
        ランタス 12単位、30分遅れ => dose long 12
        22:10 basal 12u (primed 2u first) => @22:10 | dose long 12
        humalog 4u, primed 2u => dose rapid 4
        ノボラピッド 6単位（空打ち2単位） => dose rapid 6
        ランタス 12単位 空打ち2単位 => dose long 12
        humalog 4u, 2u correction => error secondDoseOnDoseLine
        ノボラピッド 6単位、補正2単位 => error secondDoseOnDoseLine

        ## [3/10] round 36: an item after a comma that only says how big the one before it was, or what it came without
        20:15 ice cream, small bowl => @20:15 | ice cream: 1
        18:10 lasagna, 1 big piece, garlic bread => @18:10 | lasagna: 1 | garlic bread: 1
        pho, large => pho: 1
        fries, small => fries: 1
        カレー、大盛り => カレー: 1
        ご飯、小盛り => ご飯: 1
        19:00 homemade burger, without bun, sweet potato fries => @19:00 | homemade burger: 1 | sweet potato fries: 1
        coffee, w/o sugar => coffee: 1
        salad, without dressing => salad: 1
        ラーメン、ネギ抜き => ラーメン: 1
        ハンバーガー、ピクルスなし => ハンバーガー: 1
        牛丼、玉ねぎ抜き、味噌汁 => 牛丼: 1 | 味噌汁: 1
        ご飯、大盛り、味噌汁 => ご飯: 1 | 味噌汁: 1

        ## [3/10] A reading with a decimal point and no unit in a mg/dL journal is in mmol/L (with a warning)
        7.30 bg 5.4 => @07:30 | glucose 97.2864
        17:45 dexcom 9.2 ↓ => @17:45 | glucose 165.7472
        06:45 FBG 6.1 => @06:45 | glucose 109.8976
        03:10 hypo 3.1 😵 => @03:10 | glucose 55.8496
        血糖 6.8 => glucose 122.5088
        リブレ 10.5 => glucose 189.168
        朝食前 血糖 5,6 => glucose 100.8896
        bg 7 => error glucoseOutOfRange
        血糖 5 => error glucoseOutOfRange
        22時 血糖 7.2 => @22:00 | glucose 129.7152
        寝る前 6.5 => glucose 117.104
        13:05 leftover pad thai, about half the container => @13:05 | pad thai: 1/2
        pizza, about half the box => pizza: 1/2
        side salad, no dressing => side salad: 1 | no dressing: 1
        burger, no bun, fries => burger: 1 | no bun: 1 | fries: 1
        サラダ、ドレッシングなし => サラダ: 1
        そば、ネギ抜き、天ぷら => そば: 1 | 天ぷら: 1
        big glass of OJ, like 12oz => OJ: 340.194g
        rice, maybe 200g => rice: 200g
        ご飯、だいたい150g => ご飯: 150g
        ビール、およそ500ml => ビール: 500ml

        ## [3/10] round 36: nothing eaten after a slot; a urine or ketone test's sign
        lunch: nothing, too busy => #lunch | not skipped_meal
        breakfast: nothing => #breakfast | not skipped_meal
        昼: なし、忙しかった => #lunch | not skipped_meal
        夕食：なし => #dinner | not skipped_meal
        尿ケトン ± => not measure
        尿糖 + => not measure
        ketones trace => not measure
        urine ketones negative => not measure
        ケトン体 陰性 => not measure

        ## [4/10] A dish whose joined part writes its own amount: the amounts are the parts', the dish has none of its own
        cheerios w/ 200ml milk => cheerios w/ 200ml milk: 1
        tofu stir fry w/ rice 180g => tofu stir fry w/ rice 180g: 1
        2 bagels with 2 tbsp cream cheese => bagels with 2 tbsp cream cheese: 2
        oatmeal with 200ml milk => oatmeal with 200ml milk: 1
        coffee with 2 sugars => coffee with 2 sugars: 1
        coffee with milk 2 => coffee with milk: 2
        chicken with rice => chicken with rice: 1
        オートミール30gに牛乳150ml => オートミール30gに牛乳150ml: 1
        無糖ヨーグルト100gにはちみつ小さじ1 => 無糖ヨーグルト100gにはちみつ小さじ1: 1
        食パン1枚にバター10g => 食パン1枚にバター10g: 1
        ご飯150gに納豆1パック => ご飯150gに納豆1パック: 1
        トーストにバター10g => トーストにバター10g: 1
        肉にら炒め 200g => 肉にら炒め: 200g
        おにぎり2個 => おにぎり: 2
        かにかま 5本 => かにかま: 5
        にんじん 100g => にんじん: 100g

        ## [3/10] round 37: what parentheses after a dose hold is a note on it, numbers and all, unless it is a second
        ## amount in units or other insulin
        21:10 トレシーバ 16単位 (先生は18にしよか言うてた) => @21:10 | dose long 16
        humalog 6u (2 slices ~60g) => dose rapid 6
        lantus 20u (dropped it 2 bc lows) => dose long 20
        fiasp 7u (6 food + 1 corr) => dose rapid 7
        humalog 4u (3+1 corr) => dose rapid 4
        ノボラピッド 5単位（おにぎり2個） => dose rapid 5
        ランタス 12単位（前回は14） => dose long 12
        lantus 12u (was 14 last week) => dose long 12
        ヒューマログ 3単位（血糖 250 だったので） => dose rapid 3
        ノボラピッド 4単位（食事3+補正1） => dose rapid 4
        lantus 12u (humalog 4u) => error moreThanOneThingOnDoseLine
        humalog 4u (2u correction) => error moreThanOneThingOnDoseLine
        ランタス 12単位（14単位から減量） => error moreThanOneThingOnDoseLine

        ## [3/10] round 37: a time after `at` that ends a dose's first item is when it was taken
        tresiba 24u at 9:30pm, late bc bedtime fight => @21:30 | dose long 24
        humalog 4u at 12:30, before lunch => @12:30 | dose rapid 4
        lantus 12u @ 22:00, left thigh => @22:00 | dose long 12
        rapid 5u at 11:20, food came 11:50 => @11:20 | dose rapid 5

        ## [3/10] round 37: a reading with a trend arrow or what it was after it, a sensor's short name, a sensor after
        ## when the reading was; a line that is only a number a meter shows is a reading
        11:30am dex 142 → => @11:30 | glucose 142
        12:30 dex 165↗ => @12:30 | glucose 165
        dex 98 => glucose 98
        22:00 寝る前 Dexcom 132 => @22:00 | glucose 132
        寝る前 リブレ 140 => glucose 140
        朝食前 デックスコム 95 => glucose 95
        14:00 食後2時間 188 ちょっと高い => @14:00 | glucose 188
        寝る前 65 低め => glucose 65
        07:00 104 => @07:00 | glucose 104
        6am 54 LOW => @06:00 | glucose 54
        21:00 230 high => @21:00 | glucose 230
        07:10 112 → => @07:10 | glucose 112
        朝7時 98 => @07:00 | glucose 98
        22時 250 高い => @22:00 | glucose 250
        起床 5.8 => glucose 104.4928
        14:30 ８８↓ => @14:30 | glucose 88
        夕食前 142↗ => glucose 142
        100% orange juice 200ml => 100% orange juice: 200ml
        牛乳 200ml => 牛乳: 200ml
        昼食後 リブレ 180↑ => glucose 180
        夜中3時 60 低血糖 => @03:00 | glucose 60
        リブレ 76→ => glucose 76
        ぶどう 10粒 => ぶどう: 10
        20 grapes => grapes: 20
        2 eggs => eggs: 2
        ブドウ糖 3個 => ブドウ糖: 3
        みかん 2個 => みかん: 2

        ## [3/10] round 37: in Japanese a space between two foods separates them, as 、 does; not before words that only
        ## say how much or how big, nor after a kind of dish, a place or a time
        ご飯 納豆 卵焼き 味噌汁 => ご飯: 1 | 納豆: 1 | 卵焼き: 1 | 味噌汁: 1
        トースト１枚 バター 牛乳 => トースト: 1 | バター: 1 | 牛乳: 1
        饅頭1個 お茶 => 饅頭: 1 | お茶: 1
        おかゆ 梅干し => おかゆ: 1 | 梅干し: 1
        7:15 ご飯100g 明太子 味噌汁 => @07:15 | ご飯: 100g | 明太子: 1 | 味噌汁: 1
        朝 パン半分 牛乳 => #breakfast | パン: 1/2 | 牛乳: 1
        ハンバーグ ご飯 サラダ => ハンバーグ: 1 | ご飯: 1 | サラダ: 1
        ご飯 1合 納豆 => ご飯: 180ml | 納豆: 1
        焼き魚 ご飯 => 焼き魚: 1 | ご飯: 1
        ラーメン 大盛り => ラーメン 大盛り: 1
        ご飯 茶碗2杯 => ご飯: 2
        おでん 卵 => おでん 卵: 1
        コンビニ サンドイッチ => サンドイッチ: 1
        ジム後 バナナ => バナナ: 1

        ## [3/10] session 38: a count above 50 without kcal is an error, never a meal of 730 yogurts; a number of three
        ## digits before の names a shop
        730 yogurt => error quantityTooLarge
        60 almonds => error quantityTooLarge
        ぶどう 60粒 => error quantityTooLarge
        餃子 80個 => error quantityTooLarge
        100 almonds 700kcal => almonds: 100, 700kcal
        いちご 12粒 => いちご: 12
        551の豚まん 2個 => 551の豚まん: 2

        ## [4/10] session 38: a weight in parentheses after a count says how much was eaten
        sushi 8 pieces (~240g) => sushi: 240g
        2 boiled eggs (~100g) => boiled eggs: 100g
        卵2個（約100g） => 卵: 100g
        tuna 1 can (112g drained) => tuna: 112g
        chicken thighs 2 (about 250g cooked) => chicken thighs: 250g
        唐揚げ 5個（150g） => 唐揚げ: 150g
        nuggets (10) => nuggets: 10

        ## [4/10] session 38: a word for "about" before a quantity, after a verb for eating or alone
        like half a pizza => pizza: 1/2
        ate like 3 cookies => cookies: 3
        maybe 2 slices of toast => toast: 2
        about 2 eggs => eggs: 2

        ## [3/10] session 38: a word for how the meal was before its slot word is still the slot
        late lunch: ramen => #lunch | ramen: 1
        early dinner: pasta => #dinner | pasta: 1
        遅い朝ごはん 卵かけご飯 => #breakfast | 卵かけご飯: 1
        遅めの昼食：そば => #lunch | そば: 1
        軽い夕食 サラダ => #dinner | サラダ: 1
        早めの晩ごはん カレー => #dinner | カレー: 1

        ## [3/10] session 38: premixed insulin is neither built-in dose; ノボ is NovoRapid
        humalog mix 10u => error insulinNamesNoDose
        novolog mix 12u => error insulinNamesNoDose
        ノボミックス 12単位 => error insulinNamesNoDose
        ヒューマログ ミックス 8単位 => error insulinNamesNoDose
        ノボ 4単位 => dose rapid 4
        朝 ノボ 5u => #breakfast | dose rapid 5
        ノボ 6 => dose rapid 6

        ## [3/10] session 38: blood pressure and HbA1c after words without a number; more words for a body
        ## temperature and a meal not eaten
        通院日 HbA1c 7.4 => not hba1c 7.4
        今日の検査 a1c 6.8 => not hba1c 6.8
        clinic bp 128/84 => not blood_pressure 128/84
        病院で血圧 135/85 => not blood_pressure 135/85
        基礎体温 36.5 => not temperature 36.5
        検温 36.8 => not temperature 36.8
        朝ごはん食べずに寝た => not skipped_meal
        晩ご飯抜いた => not skipped_meal
        昼食スキップ => not skipped_meal
        """
}
