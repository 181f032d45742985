/// The English lexicon, and the signs every language writes.
extension Lexicon {
    static let english = Lexicon(
        counters: [
            "piece", "pieces", "pc", "pcs", "slice", "slices", "cup", "cups", "bowl", "bowls", "can", "cans",
            "bottle", "bottles", "glass", "glasses", "serving", "servings", "plate", "plates", "scoop", "scoops",
            "handful", "handfuls", "bar", "bars", "bag", "bags", "pack", "packs", "packet", "packets", "box", "boxes",
            "strip", "strips", "stick", "sticks", "portion", "portions", "order", "orders", "mug", "mugs",
            "helping", "helpings", "carton", "cartons", "square", "squares", "wedge", "wedges", "cube", "cubes",
            "spoon", "spoons", "spoonful", "spoonfuls", "shot", "shots", "link", "links", "fillet", "fillets", "patty",
            "patties", "spear", "spears", "stalk", "stalks", "pouch", "pouches", "sleeve", "sleeves",
        ],
        preparations: [
            "dry", "cooked", "uncooked", "raw", "grilled", "boiled", "fried", "baked", "steamed", "roasted", "each",
            "total", "prepared", "plain",
        ],
        masses: [
            ("g", ExactNumber(1)), ("gram", ExactNumber(1)), ("grams", ExactNumber(1)),
            ("kg", ExactNumber(1000)), ("kilo", ExactNumber(1000)), ("kilos", ExactNumber(1000)),
            ("kilogram", ExactNumber(1000)), ("kilograms", ExactNumber(1000)),
            ("oz", ounce), ("ounce", ounce), ("ounces", ounce), ("lb", pound), ("lbs", pound),
        ],
        volumes: [
            ("ml", ExactNumber(1)), ("cc", ExactNumber(1)), ("milliliter", ExactNumber(1)),
            ("milliliters", ExactNumber(1)), ("millilitre", ExactNumber(1)), ("millilitres", ExactNumber(1)),
            ("dl", ExactNumber(100)), ("l", ExactNumber(1000)), ("liter", ExactNumber(1000)),
            ("liters", ExactNumber(1000)), ("litre", ExactNumber(1000)), ("litres", ExactNumber(1000)),
            ("fl oz", fluidOunce), ("fl. oz", fluidOunce), ("fl.oz", fluidOunce), ("floz", fluidOunce),
            ("tbsp", ExactNumber(15)), ("tbs", ExactNumber(15)), ("tablespoon", ExactNumber(15)),
            ("tablespoons", ExactNumber(15)), ("tsp", ExactNumber(5)), ("teaspoon", ExactNumber(5)),
            ("teaspoons", ExactNumber(5)),
        ],
        insulinUnits: ["units", "unit", "iu", "u"],
        kcalWords: ["kcal", "kcals", "cal", "cals", "calorie", "calories"],
        kilojouleWords: ["kj"],
        carbWords: [
            "carbs", "carb", "carbohydrate", "carbohydrates", "carbo", "carbos", "cho", "net carbs", "net carb",
        ],
        carbLetters: ["C"],
        halfNames: ["half"],
        aboutBeforeAmount: ["about", "around", "approx", "approx.", "roughly", "~"],
        joinersInside: [
            "with", "w/", "w", "plus", "and", "extra", "add", "added", "topped", "in", "on", "of", "+", "&",
        ],
        slots: [
            ("breakfast", .breakfast), ("lunch", .lunch), ("brunch", .lunch), ("dinner", .dinner),
            ("supper", .dinner), ("snack", .snack), ("dessert", .snack),
        ],
        namedTimes: [("noon", 12 * 60), ("midnight", 0)],
        aboutAfterTime: ["~"],
        aboutBeforeTime: ["~", "at", "around", "about"],
        durations: ["hours", "hour", "hrs", "hr", "h", "minutes", "mins", "min"],
        perHour: ["hour", "hr", "h"],
        joining: ["and", "plus", "then", "also", "&", "/", "+", "|"],
        foodJoiners: ["&"],
        alternatives: ["-", "–", "—", "~", "/", "or", "to", "and a half", "and half", "and 1/2", "or so"],
        counting: ["x", "X", "times"],
        multiplying: ["twice", "double", "x", "X", "×", "✕", "*"],
        notTaken: [
            "forgot", "forget", "forgotten", "forgetting", "forgets", "skipped", "skip", "skipping", "skips", "missed",
            "miss", "missing", "didnt", "did not", "not", "not taken", "not given", "not yet", "never", "none", "nope",
            "nah", "cancelled", "canceled", "cancel", "omitted", "omit", "withheld", "withhold", "pending", "later",
            "todo", "to-do", "without", "need to", "needs to", "have to", "has to", "going to", "gonna", "will take",
            "ran out", "run out", "wasnt", "hasnt", "havent", "hadnt", "couldnt", "wouldnt", "shouldnt",
            "wont", "cant", "dont", "doesnt", "isnt", "arent", "werent", "aint", "planned", "plan", "to take", "to do",
            "should take", "reminder", "remind", "undone", "maybe", "held",
        ],
        doseStates: [
            "done", "taken", "took", "given", "injected", "shot", "dose", "skipped", "skip", "missed", "forgot",
            "forgotten", "ok", "okay", "yes", "no", "none",
        ],
        premixed: ["mix"],
        vitamins: ["vitamin"],
        glucoseWords: [
            "bg", "glucose", "smbg", "blood sugar", "blood glucose", "bs", "cgm", "fbg", "fbs", "bgl", "fasting",
            "fasting glucose", "fasting bg", "fasting sugar", "fasting blood sugar", "sugar level", "finger stick",
            "fingerstick", "🩸",
        ],
        sensors: ["libre", "dexcom"],
        readingVerbs: ["says", "said", "shows", "showed", "reads", "read", "was", "is", "at"],
        noteWords: [
            "note", "notes", "memo", "nb", "injection site", "sensor change", "new sensor", "pump site", "site change",
            "changed pump site", "changed site", "changed sensor",
        ],
        weightWords: ["weight", "wt", "weigh-in", "weigh in", "weighed", "weighed in", "body weight", "scale"],
        bloodPressureWords: ["bp", "blood pressure"],
        hba1cWords: ["hba1c", "a1c", "hb a1c"],
        temperatureWords: ["temp", "temperature", "body temp", "body temperature"],
        celsiusSigns: ["°c", "c"],
        fahrenheitSigns: ["°f", "f"],
        measureWords: ["waist", "spo2", "body fat", "bmi", "pulse", "heart rate", "bpm", "ketones", "hips"],
        activityWords: [
            "walk", "walked", "walking", "run", "ran", "running", "jog", "jogged", "jogging", "steps", "step",
            "bike", "biked", "biking", "cycling", "cycled", "ride", "swim", "swam", "swimming", "yoga", "gym",
            "workout", "worked out", "exercise", "exercised", "hike", "hiked", "hiking", "push-ups", "pushups",
            "push ups", "sit-ups", "situps", "squats", "stretching", "cardio", "treadmill", "elliptical", "pilates",
            "tennis", "soccer", "football", "basketball", "golf", "dancing", "lifting", "weights", "spin class",
            "spin", "rowing", "crossfit", "hiit", "zumba",
        ],
        medicineWords: [
            "metformin", "aspirin", "ibuprofen", "tylenol", "advil", "acetaminophen", "paracetamol", "atorvastatin",
            "rosuvastatin", "simvastatin", "statin", "lisinopril", "losartan", "amlodipine", "levothyroxine",
            "omeprazole", "jardiance", "farxiga", "januvia", "ozempic", "mounjaro", "trulicity", "victoza",
            "rybelsus", "wegovy", "glipizide", "gliclazide", "glimepiride", "glucagon", "baqsimi", "antibiotic",
            "antibiotics", "meds", "medication", "pill", "pills", "tradjenta", "synjardy", "janumet",
        ],
        medicineUnits: ["mg", "mcg", "µg"],
        timingBefore: ["before", "after", "pre", "post"],
        timingAfter: [],
        symptomWords: [
            "headache", "nausea", "nauseous", "dizzy", "dizziness", "tired", "fatigue", "fatigued", "exhausted",
            "shaky", "sweaty", "sick", "fever", "cramps", "cramp", "stomachache", "stomach ache", "stomach bug",
            "bloated", "anxious", "stressed", "sleepy", "insomnia", "tingling", "numb", "sore", "feeling", "felt",
            "mood", "migraine", "hungover", "grumpy", "nauseated",
        ],
        skipWords: ["skipped", "skip", "skipping", "no", "missed"],
        fastingWords: ["fasting", "fasted"]
    )

    private static let ounce = ExactNumber(283_495, over: 10_000) ?? ExactNumber(0)
    private static let pound = ExactNumber(453_592, over: 1000) ?? ExactNumber(0)
    private static let fluidOunce = ExactNumber(295_735, over: 10_000) ?? ExactNumber(0)
}
