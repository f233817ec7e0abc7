// Times in the score store.
//
// In Swift a time is a whole number of seconds since 1970-01-01 00:00:00 UTC
// (what time(2) returns); in the database and in NDJSON output it is UTC in
// the ISO 8601 form `YYYY-MM-DDTHH:MM:SSZ`. That text is what a person
// browsing the file with sqlite3(1) can read, SQLite's date functions accept
// it, and since it has a fixed width (years 0000–9999), ordering the text
// orders the times — the leaderboard sorts ties on it. Seconds are precise
// enough for games that last minutes; games that finish in the same second
// with the same score are ordered by when they were recorded.
//
// The calendar arithmetic is the proleptic Gregorian calendar done with
// integers (days from 1970-01-01 to a civil date and back), so nothing
// depends on the process's time zone or locale.

#if canImport(Glibc)
import Glibc
#endif

/// Conversions between the store's two forms of a time: epoch seconds and ISO 8601 UTC text.
public enum ScoreTime {
    /// The earliest time the text form can hold: 0000-01-01T00:00:00Z.
    public static let earliest: Int64 = -62_167_219_200
    /// The latest time the text form can hold: 9999-12-31T23:59:59Z.
    public static let latest: Int64 = 253_402_300_799

    /// The current time in whole seconds since 1970-01-01 UTC.
    public static func now() -> Int64 {
        Int64(time(nil))
    }

    /// The time as `YYYY-MM-DDTHH:MM:SSZ`, or nil outside years 0000–9999.
    public static func iso8601(_ seconds: Int64) -> String? {
        guard (earliest...latest).contains(seconds) else { return nil }
        let (date, time) = split(seconds)
        return date + "T" + time + "Z"
    }

    /// The time as `YYYY-MM-DD HH:MM` (UTC), for tables; `?` outside years 0000–9999.
    public static func shortText(_ seconds: Int64) -> String {
        guard (earliest...latest).contains(seconds) else { return "?" }
        let (date, time) = split(seconds)
        return date + " " + time.prefix(5)
    }

    /// The epoch seconds of text in exactly the form `iso8601` writes, or nil.
    public static func seconds(iso8601 text: String) -> Int64? {
        let bytes = Array(text.utf8)
        // 0123456789012345678 9
        // YYYY-MM-DDTHH:MM:SS Z
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            bytes[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int64? {
            var value: Int64 = 0
            for i in range {
                let digit = bytes[i] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int64(digit)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        return days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
    }

    /// `YYYY-MM-DD` and `HH:MM:SS` of a time known to be in range.
    private static func split(_ seconds: Int64) -> (date: String, time: String) {
        let day = floorDivide(seconds, 86_400)
        let secondOfDay = seconds - day * 86_400
        let (year, month, dayOfMonth) = civil(days: day)
        let date = padded(year, 4) + "-" + padded(month, 2) + "-" + padded(dayOfMonth, 2)
        let time = padded(secondOfDay / 3600, 2) + ":" + padded(secondOfDay / 60 % 60, 2) + ":" + padded(secondOfDay % 60, 2)
        return (date, time)
    }

    /// Days from 1970-01-01 to the given proleptic Gregorian date.
    static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
        // Count years from March, so the leap day falls at the end of a year.
        let y = month <= 2 ? year - 1 : year
        let era = floorDivide(y, 400)
        let yearOfEra = y - era * 400
        let monthFromMarch = (month + 9) % 12
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date that is `days` days after 1970-01-01.
    static func civil(days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = days + 719_468
        let era = floorDivide(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    private static func padded(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
