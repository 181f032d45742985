/// `timezone:` in daybook.yaml.
extension ConfigLoader {
    /// `timezone: Asia/Tokyo`: a tz database name, checked here for its form; whether this machine has the zone is
    /// found when a command needs it (`TimeZoneSetting.rules`).
    static func timeZone(_ node: YAMLNode, _ report: inout YAMLReport) -> TimeZoneSetting? {
        guard let name = node.scalar, JournalTimeZone.isZoneName(name) else {
            report.error(ConfigMessage.timeZoneName(found: node.kind), at: node, hint: ConfigMessage.timeZoneNames)
            return nil
        }
        return TimeZoneSetting(
            name: name, file: report.file, line: node.mark.line, column: node.mark.column,
            sourceLine: report.sourceLine(at: node.mark))
    }
}
