extension NotFoodEntry.Kind {
    /// What the kind is called, for what the editor and `show` say about a line of it.
    public var localized: Localized {
        switch self {
        case .weight: return Localized(en: "weight", ja: "体重")
        case .bloodPressure: return Localized(en: "blood pressure", ja: "血圧")
        case .hba1c: return Localized(en: "HbA1c", ja: "HbA1c")
        case .temperature: return Localized(en: "body temperature", ja: "体温")
        case .measure: return Localized(en: "body measurement", ja: "身体の測定値")
        case .activity: return Localized(en: "activity", ja: "運動")
        case .medicine: return Localized(en: "medicine (not insulin)", ja: "薬（インスリン以外）")
        case .symptom: return Localized(en: "how you feel", ja: "体調")
        case .note: return Localized(en: "note", ja: "メモ")
        case .skippedMeal: return Localized(en: "meal not eaten", ja: "食べなかった食事")
        }
    }
}
