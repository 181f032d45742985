/// The Japanese lexicon: every Japanese word and mark the grammar knows. No other file of the reading code holds
/// Japanese; a rule that looks at one scalar (the particle の, the 半 of 半分) names it from `Lexicon.Japanese`.
extension Lexicon {
    static let japanese = Lexicon(
        counters: [
            "枚", "個", "本", "杯", "切れ", "切", "袋", "皿", "粒", "缶", "膳", "人前", "人分", "玉", "つ", "貫", "パック",
            "箱", "片", "尾", "匹", "丁", "コ", "ヶ", "ケ", "箇", "ピース", "カップ", "串", "房", "食", "カン", "かけ", "ボトル",
            "ペットボトル", "こ", "束", "錠", "羽", "瓶", "斤", "椀", "包", "ホール",
        ],
        vessels: [
            "茶碗", "お茶碗", "茶わん", "お茶わん", "椀", "お椀", "コップ", "グラス", "ジョッキ", "マグ", "マグカップ", "丼",
            "どんぶり", "ボウル", "小鉢",
        ],
        masses: [
            ("グラム", ExactNumber(1)), ("キロ", ExactNumber(1000)), ("キログラム", ExactNumber(1000)),
            ("㌘", ExactNumber(1)), ("㎏", ExactNumber(1000)), ("㌔", ExactNumber(1000)),
        ],
        volumes: [
            ("ミリリットル", ExactNumber(1)), ("ミリ", ExactNumber(1)), ("リットル", ExactNumber(1000)),
            ("㏄", ExactNumber(1)), ("㎖", ExactNumber(1)), ("㎗", ExactNumber(100)), ("ℓ", ExactNumber(1000)),
            ("㍑", ExactNumber(1000)), ("合", ExactNumber(180)),
        ],
        spoonsBefore: [("大さじ", ExactNumber(15)), ("小さじ", ExactNumber(5))],
        insulinUnits: ["単位", "ユニット", "たんい"],
        kcalWords: ["キロカロリー", "カロリー"],
        carbWords: ["糖質", "炭水化物"],
        countingWords: [
            ("ひとつ", 1), ("ふたつ", 2), ("みっつ", 3), ("よっつ", 4), ("いつつ", 5), ("むっつ", 6), ("ななつ", 7),
            ("やっつ", 8), ("ここのつ", 9),
        ],
        halfNames: ["半分", "半分こ", "ハーフ", "ハーフサイズ"],
        halfWords: ["ハーフ", "ハーフサイズ"],
        approximately: ["くらい", "ぐらい", "位", "程度", "ほど", "前後", "弱", "強", "だけ", "のみ", "入り"],
        aboutBeforeAmount: ["約", "およそ", "大体", "だいたい", "〜"],
        joinersInside: ["入り", "付き"],
        slots: [
            ("朝食", .breakfast), ("朝", .breakfast), ("朝ごはん", .breakfast), ("朝ご飯", .breakfast),
            ("朝御飯", .breakfast), ("朝飯", .breakfast),
            ("昼食", .lunch), ("昼", .lunch), ("昼ごはん", .lunch), ("昼ご飯", .lunch), ("昼御飯", .lunch), ("昼飯", .lunch),
            ("お昼", .lunch), ("お昼ごはん", .lunch), ("お昼ご飯", .lunch), ("お昼御飯", .lunch), ("ランチ", .lunch),
            ("ブランチ", .lunch), ("あさごはん", .breakfast), ("ひるごはん", .lunch), ("ばんごはん", .dinner),
            ("よるごはん", .dinner), ("ゆうごはん", .dinner),
            ("夕食", .dinner), ("夕", .dinner), ("夜", .dinner), ("晩", .dinner), ("夕飯", .dinner), ("晩飯", .dinner),
            ("晩ごはん", .dinner), ("晩ご飯", .dinner), ("晩御飯", .dinner), ("夜ごはん", .dinner), ("夜ご飯", .dinner),
            ("夜御飯", .dinner), ("夕ごはん", .dinner), ("夕ご飯", .dinner), ("夕御飯", .dinner), ("ディナー", .dinner),
            ("間食", .snack), ("おやつ", .snack), ("夜食", .snack), ("デザート", .snack),
        ],
        namedTimes: [("正午", 12 * 60)],
        aboutAfterTime: ["頃", "ごろ", "過ぎ", "くらい", "ぐらい", "〜"],
        aboutBeforeTime: ["〜", "約"],
        meridiemsBefore: [("午前", false), ("午後", true)],
        partsOfDay: [
            ("朝", .morning), ("お昼", .noon), ("昼", .noon), ("夕方", .evening), ("夕", .evening), ("晩", .lateEvening),
            ("深夜", .lateNight), ("夜中", .lateNight), ("夜", .night), ("明け方", .dawn), ("早朝", .earlyMorning),
        ],
        durations: ["時間", "分"],
        perHour: ["時間", "時"],
        joining: ["＆", "／", "＋", "と", "・"],
        alternatives: ["〜", "～", "／", "か", "から"],
        counting: ["×", "回", "倍"],
        notTaken: [
            "打ち忘れ", "打っていない", "打っていません", "打ってない", "打ってません", "打ってなかった", "打ってへん", "打てなかった",
            "打てず", "打たない", "打たなかった", "打たず", "打ち損ね", "打ちそびれ", "未投与", "スキップ", "中止", "まだ", "予定",
            "あとで", "不明", "これから", "休み", "打つ",
        ],
        doseStates: ["済", "済み", "打った", "打ち忘れ", "忘れ", "忘れた", "なし", "完了", "スキップ"],
        premixed: ["ミックス"],
        priming: ["空打ち", "試し打ち", "エアー抜き", "エア抜き"],
        vitamins: ["ビタミン"],
        glucoseWords: ["血糖", "血糖値", "血糖測定", "空腹時血糖"],
        sensors: ["リブレ", "デクスコム", "デキスコム", "デックスコム", "センサー"],
        readingTimes: [
            "寝る前", "就寝前", "起床時", "起床後", "起床", "朝食前", "昼食前", "夕食前", "食前", "朝食後", "昼食後", "夕食後", "食後", "測定", "空腹時",
        ],
        readingStates: ["低血糖", "高血糖", "低い", "高い", "低め", "高め", "ハイポ"],
        readingVerbs: ["は"],
        noteWords: ["メモ", "備考", "めも", "注射部位", "打った場所", "センサー交換", "センサー装着", "穿刺部位"],
        weightWords: ["体重", "朝体重", "夜体重"],
        bloodPressureWords: ["血圧"],
        hba1cWords: ["ヘモグロビンa1c"],
        temperatureWords: ["体温", "基礎体温", "検温", "熱"],
        celsiusSigns: ["℃", "度"],
        measureWords: ["腹囲", "体脂肪", "体脂肪率", "脈拍", "心拍", "ケトン", "ケトン体", "尿ケトン", "尿糖", "尿蛋白", "尿たんぱく"],
        activityWords: [
            "散歩", "歩いた", "ウォーキング", "ジョギング", "ランニング", "筋トレ", "ジム", "ヨガ", "運動", "水泳",
            "サイクリング", "ストレッチ", "自転車", "腹筋", "腕立て", "スクワット", "歩数", "テニス", "ラジオ体操", "体操",
            "ゴルフ", "サッカー", "プール", "登山", "ハイキング", "ダンス",
        ],
        medicineWords: [
            "ロキソニン", "メトホルミン", "メトグルコ", "カロナール", "バファリン", "ジャヌビア", "フォシーガ", "ジャディアンス",
            "トルリシティ", "オゼンピック", "マンジャロ", "リベルサス", "グルコバイ", "アマリール", "トラゼンタ", "アムロジピン",
            "降圧剤", "胃薬", "頭痛薬", "風邪薬", "抗生剤", "整腸剤", "服薬", "内服", "グルカゴン", "バクスミー",
        ],
        timingBefore: [],
        timingAfter: ["前", "後"],
        symptomWords: [
            "だるい", "眠い", "頭痛", "腹痛", "吐き気", "めまい", "ふらふら", "ふらつき", "胃もたれ", "元気", "疲れ",
            "しんどい", "寒気", "風邪", "痛い", "つった", "生理", "イライラ", "不安", "っぽい", "気分", "震える",
            "震え", "冷や汗", "喉が渇", "口が渇", "動悸",
            "眠れない", "眠れなかった", "喉が痛", "胸焼け", "お腹が痛", "腹が痛", "吐いた",
        ],
        skipWords: [
            "抜き", "なし", "無し", "食べてない", "食べなかった", "食べず", "食べずに", "食べない", "欠食", "ぬき", "抜いた", "抜かした", "スキップ",
        ],
        fastingWords: ["絶食", "断食"],
        dishWords: [
            "料理", "定食", "丼", "どんぶり", "鍋", "弁当", "べんとう", "汁", "スープ", "煮", "煮物", "焼き", "炒め", "揚げ",
            "漬け", "和え", "サラダ", "カレー", "パスタ", "麺", "そば", "うどん", "ご飯", "ごはん", "飯", "めし", "パン",
            "ケーキ", "菓子", "まんじゅう", "饅頭", "餅", "もち", "団子", "だんご", "サンド", "バーガー", "ピザ", "グラタン",
            "シチュー", "ドリア", "ジュース", "ラテ", "茶", "酒", "焼酎", "ビール", "ワイン",
        ],
        longInsulins: [
            "持効", "持効型", "持効型溶解", "ランタス", "ランタスxr", "ランタス xr", "トゥジェオ", "トレシーバ", "トレシーバー", "レベミル", "グラルギン",
            "インスリングラルギン", "インスリン グラルギン", "デグルデク", "インスリンデグルデク", "デテミル", "インスリンデテミル", "ベーサル", "持効型インスリン", "持効型溶解インスリン",
            "基礎インスリン",
        ],
        rapidInsulins: [
            "速効", "速効型", "超速効", "超速効型", "ヒューマログ", "ノボラピッド", "ノボ", "フィアスプ", "アピドラ", "ルムジェブ", "リスプロ", "インスリンリスプロ",
            "アスパルト",
            "インスリンアスパルト", "グルリジン", "インスリングルリジン", "ボーラス", "補正", "速効型インスリン", "超速効型インスリン", "追加インスリン",
        ],
        otherInsulins: [
            "インスリン", "ヒューマリン", "ノボリン", "ライゾデグ", "ゾルトファイ", "ソリクア", "ノボミックス", "ヒューマログミックス",
            "ノボラピッドミックス", "ヒューマログ ミックス", "ノボラピッド ミックス", "混合型",
        ],
        insulinBrands: [
            ("ランタス", "Lantus"), ("ランタスxr", "Toujeo"), ("ランタス xr", "Toujeo"), ("トゥジェオ", "Toujeo"), ("トレシーバ", "Tresiba"),
            ("トレシーバー", "Tresiba"), ("レベミル", "Levemir"), ("グラルギン", "Glargine"), ("インスリングラルギン", "Glargine"),
            ("インスリン グラルギン", "Glargine"), ("デグルデク", "Degludec"), ("インスリンデグルデク", "Degludec"), ("デテミル", "Detemir"),
            ("インスリンデテミル", "Detemir"), ("ヒューマログ", "Humalog"), ("ノボラピッド", "NovoRapid"), ("ノボ", "NovoRapid"),
            ("フィアスプ", "Fiasp"),
            ("アピドラ", "Apidra"), ("ルムジェブ", "Lyumjev"), ("リスプロ", "Lispro"), ("インスリンリスプロ", "Lispro"), ("アスパルト", "Aspart"),
            ("インスリンアスパルト", "Aspart"), ("グルリジン", "Glulisine"), ("インスリングルリジン", "Glulisine"),
        ],
        // Found anywhere in an item. 一膳 is a rice bowl's 150 g (`ごはん` is one already).
        portions: [
            PortionWord("特盛り", .size(nil, factor: 2)),
            PortionWord("特盛", .size(nil, factor: 2)),
            PortionWord("メガ盛り", .size(nil, factor: 2.5)),
            PortionWord("大盛り", .size(nil, factor: 1.5)),
            PortionWord("大盛", .size(nil, factor: 1.5)),
            PortionWord("中盛り", .size(nil, factor: 1.25)),
            PortionWord("中盛", .size(nil, factor: 1.25)),
            PortionWord("並盛り", .size(nil, factor: 1)),
            PortionWord("並盛", .size(nil, factor: 1)),
            PortionWord("普通盛り", .size(nil, factor: 1)),
            PortionWord("小盛り", .size(nil, factor: 0.7)),
            PortionWord("小盛", .size(nil, factor: 0.7)),
            PortionWord("少なめ", .size(nil, factor: 0.7)),
            PortionWord("ミニ", .size("mini", factor: 0.5)),
            PortionWord("ハーフ", .servings(0.5)),
            PortionWord("一人前", .servings(1)),
            PortionWord("1人前", .servings(1)),
            PortionWord("ひと切れ", .servings(1)),
            PortionWord("一切れ", .servings(1)),
            PortionWord("ふた切れ", .servings(2)),
            PortionWord("二切れ", .servings(2)),
            PortionWord("三切れ", .servings(3)),
            PortionWord("ひとつ", .servings(1)),
            PortionWord("ふたつ", .servings(2)),
            PortionWord("みっつ", .servings(3)),
            PortionWord("おかわり", .servings(2)),
            PortionWord("お代わり", .servings(2)),
            PortionWord("ひとくち", .servings(0.2)),
            PortionWord("一口", .servings(0.2)),
            PortionWord("皿", .measure(["plate"], grams: nil)),
            PortionWord("束", .measure(["bundle"], grams: nil)),
            PortionWord("茶碗", .measure(["bowl"], grams: nil)),
            PortionWord("膳", .measure(["bowl"], grams: nil)),
            PortionWord("杯", .measure(["cup"], grams: nil)),
            PortionWord("ジョッキ", .measure(["jug"], grams: 500)),
            PortionWord("中ジョッキ", .measure(["jug"], grams: 500)),
            PortionWord("大ジョッキ", .measure(["jug"], grams: 700)),
            PortionWord("グラス", .measure(["glass"], grams: nil)),
            PortionWord("缶", .measure(["can"], grams: 350)),
            PortionWord("ロング缶", .measure(["long can"], grams: 500)),
            PortionWord("丁", .measure(["block"], grams: 300)),
            PortionWord("ボトル", .measure(["bottle"], grams: 500)),
            PortionWord("ペットボトル", .measure(["bottle"], grams: 500)),
            PortionWord("合", .measure(["go"], grams: 180)),
            PortionWord("トール", .size("tall", factor: 0.75)),
            PortionWord("グランデ", .size("grande", factor: 1)),
            PortionWord("ベンティ", .size("venti", factor: 1.25)),
            PortionWord("ショート", .size("short", factor: 0.6)),
        ],
        loafCuts: ["枚切り"],
        dishJoiners: ["と", "に"],
        fillers: ["の"],
        partJoiners: ["に"],
        partJoinerWordStarts: ["ん", "ら", "ゅ", "ょ"],
        leftOut: ["抜き", "ぬき", "なし", "無し"],
        dishKinds: [
            "パスタ", "スパゲッティ", "ラーメン", "らーめん", "カレー", "サラダ", "スープ", "ケーキ", "うどん", "そば", "蕎麦", "寿司",
            "ピザ", "丼", "定食", "鍋", "サンド", "サンドイッチ", "おにぎり", "パン",
        ],
        dishesOfParts: ["おでん", "鍋", "定食", "弁当", "お弁当", "盛り合わせ", "セット", "ランチ"],
        shops: [
            "コンビニ", "スタバ", "セブン", "セブンイレブン", "ローソン", "ファミマ", "ファミリーマート", "マック", "マクド", "モス",
            "ケンタ", "ミスド", "吉野家", "すき家", "松屋", "ドトール", "タリーズ", "サイゼ", "ガスト", "スーパー", "デパ地下",
            "社食", "学食", "売店",
        ],
        wordBreaks: ["、", "。", "・", "「", "」", "（", "）"],
        slotModifiers: ["遅い", "遅めの", "早めの", "早い", "軽い", "軽めの", "軽く", "少し遅い", "遅くなった"]
    )

    /// Japanese the rules look at one scalar or one word at a time: particles, kanji numerals and the words of
    /// a few rules of Japanese alone.
    enum Japanese {
        /// The particle の ("of"): `お茶碗半分のごはん`, `7時のおやつ`.
        static let no: Unicode.Scalar = "の"
        /// The honorific prefixes お and ご (`お茶碗`, `ご飯`).
        static let honorificO: Unicode.Scalar = "お"
        static let honorificGo: Unicode.Scalar = "ご"
        /// The particle と ("and") between dishes.
        static let and: Unicode.Scalar = "と"
        /// The enumeration comma.
        static let comma: Unicode.Scalar = "、"
        /// The full-width colon and parentheses (`朝食：`, `朝食（7:30）`).
        static let colon: Unicode.Scalar = "："
        static let openParenthesis: Unicode.Scalar = "（"
        static let closeParenthesis: Unicode.Scalar = "）"
        /// Brackets a slot word or a time stands in (`【朝食】`).
        static let openBracket: Unicode.Scalar = "【"
        static let closeBracket: Unicode.Scalar = "】"
        /// The long-vowel mark, which continues a katakana word.
        static let longVowel: Unicode.Scalar = "ー"
        /// 半 (half): `半分`, `19時半`, `半ラーメン`.
        static let half: Unicode.Scalar = "半"
        /// Hiragana after 半 that make another word of it (`半ぺん`, `半ば`, `半の`).
        static let notHalfBefore: Set<Unicode.Scalar> = ["ぺ", "ば", "の"]
        static let halfWord = Array("半分".unicodeScalars)
        /// `半分こ`: a half shared.
        static let halfShared = Array("半分こ".unicodeScalars)
        /// 分: minutes (`30分`) and parts (`3分の1`).
        static let part: Unicode.Scalar = "分"
        /// 時: the hour (`19時`); 時間 is a duration.
        static let hour: Unicode.Scalar = "時"
        static let interval: Unicode.Scalar = "間"
        /// Kanji numerals 一 … 九, and 十.
        static let digits: [Unicode.Scalar] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"]
        static let ten: Unicode.Scalar = "十"
        /// 缶 (a can, whose size may follow), 目 (`2杯目`: the second), 切 (a cut).
        static let can: Unicode.Scalar = "缶"
        static let ordinal: Unicode.Scalar = "目"
        static let cut: Unicode.Scalar = "切"
        /// 杯: a cup or spoonful, after a spoon's number (`大さじ1杯`).
        static let cupful: Unicode.Scalar = "杯"
        /// 各 (each): `各100kcal`.
        static let each: Unicode.Scalar = "各"
        /// `入り` (containing): `10個入りの`.
        static let containing = Array("入り".unicodeScalars)
        /// `アンド` (and) in `ハーフアンドハーフ`, and `パンツ` (`ハーフパンツ` is no half).
        static let katakanaAnd = Array("アンド".unicodeScalars)
        static let pants = Array("パンツ".unicodeScalars)
        /// Marks of "about" before kcal (`約100kcal`).
        static let aboutMarks: [Unicode.Scalar] = ["約", "〜"]

        // MARK: Not taken

        /// なし (none) after a name or a unit.
        static let none = DaybookCore.wordList(["なし", "無し", "ナシ", "無"])
        /// 忘れ (forgot) anywhere in a word.
        static let forget = DaybookCore.wordList(["忘れ", "忘", "わすれ", "ワスレ"])
        /// What after 忘れ means "without forgetting" (`忘れず`).
        static let withoutForgetting: Set<Unicode.Scalar> = ["ず", "ズ"]
        /// 後で (later), which after 食 is "after a meal" (`食後で`).
        static let later = Array("後で".unicodeScalars)
        static let meal: Unicode.Scalar = "食"
        /// 未 (not yet) alone, and what after it makes another word (`未満`, `未明`).
        static let notYet: Unicode.Scalar = "未"
        static let notNotYetAfter: Set<Unicode.Scalar> = ["満", "明"]
        /// `通り` (as): `予定通り` is as planned.
        static let asPlanned = Array("通り".unicodeScalars)
        /// Not-taken words that count only last on the line (`これから寝る`, `休みの日` are notes).
        static let onlyLast = DaybookCore.wordList(["これから", "休み"])
        /// The insulin unit before なし (`12単位なし`).
        static let unit = Array("単位".unicodeScalars)
    }
}
