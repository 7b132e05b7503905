public import Foundation

extension SessionOptions {
    /// The instant an ISO 8601 date and time names, for ``now``: `2025-01-31T09:30:00Z`, with
    /// fractional seconds (`09:30:00.250Z`) or an offset (`+02:00`) instead of `Z`, or a date
    /// alone (`2025-01-31`, midnight UTC). Nil for anything else: a time without a zone (it
    /// would mean another instant on every machine), a date that does not exist
    /// (`2025-02-30`), trailing text.
    ///
    /// https://www.rfc-editor.org/rfc/rfc3339#section-5.6 (the profile of ISO 8601 accepted)
    public static func clockStart(iso8601 text: String) -> Date? {
        guard
            let match = text.wholeMatch(
                of: #/(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-]\d{2}:\d{2}))?/#)
        else { return nil }
        let (year, month, day) = (Int(match.1)!, Int(match.2)!, Int(match.3)!)
        let (hour, minute, second) = (match.4.map { Int($0)! } ?? 0, match.5.map { Int($0)! } ?? 0, match.6.map { Int($0)! } ?? 0)
        var offsetSeconds = 0
        if let zone = match.8, zone != "Z" {
            let hours = Int(zone.dropFirst().prefix(2))!, minutes = Int(zone.suffix(2))!
            guard hours < 24, minutes < 60 else { return nil }
            offsetSeconds = (hours * 60 + minutes) * 60 * (zone.hasPrefix("-") ? -1 : 1)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        // The calendar rolls 30 February over to March; a date that does not come back is not one.
        guard hour < 24, minute < 60, second < 60, let date = calendar.date(from: components),
            calendar.dateComponents([.year, .month, .day], from: date) == DateComponents(year: year, month: month, day: day)
        else { return nil }
        let fraction = match.7.map { Double("0" + $0)! } ?? 0
        return date.addingTimeInterval(fraction - Double(offsetSeconds))
    }
}
