public import Foundation
import PropertyLists

extension PropertyListValue {
    /// The formats Foundation writes property lists in.
    public enum FileFormat: Sendable {
        /// `PropertyListSerialization.PropertyListFormat.xml`.
        case xml
        /// `PropertyListSerialization.PropertyListFormat.binary`.
        case binary
    }

    /// The value as a property-list file that Foundation's `PropertyListSerialization`
    /// reads back (`PropertyListSerialization.data(fromPropertyList:format:options:)`).
    /// Null has no property-list form: it is left out, and each place is reported in
    /// `droppedNulls` (as a key path under `root`).
    public func propertyListData(format: FileFormat, root: String = "item", droppedNulls: inout [String]) throws -> Data {
        let object = foundationObject(keyPath: root, droppedNulls: &droppedNulls) ?? [String: Any]()
        return try PropertyListSerialization.data(
            fromPropertyList: object, format: format == .xml ? .xml : .binary, options: 0)
    }

    /// Reads a property list (XML, binary or OpenStep) back into a value.
    public init(propertyListData data: Data) throws {
        let object = try PropertyListReader.read(data).value
        self = try PropertyListValue(foundationObject: object)
    }

    /// The Foundation object for this value; nil for null (dropped).
    private func foundationObject(keyPath: String, droppedNulls: inout [String]) -> Any? {
        switch self {
        case .string(let string): return string
        case .integer(let integer): return NSNumber(value: integer)
        case .real(let real): return NSNumber(value: real)
        case .boolean(let boolean): return NSNumber(value: boolean)
        case .date(let date): return date
        case .data(let data): return data
        case .null:
            droppedNulls.append(keyPath)
            return nil
        case .array(let array):
            return array.enumerated().compactMap { index, element in
                element.foundationObject(keyPath: "\(keyPath)[\(index)]", droppedNulls: &droppedNulls)
            }
        case .dictionary(let dictionary):
            var result: [String: Any] = [:]
            for key in dictionary.keys.sorted() {
                if let value = dictionary[key]!.foundationObject(keyPath: "\(keyPath).\(key)", droppedNulls: &droppedNulls) {
                    result[key] = value
                }
            }
            return result
        }
    }

    /// The value of a Foundation property-list object.
    init(foundationObject object: Any) throws {
        switch object {
        case let string as String: self = .string(string)
        case let date as Date: self = .date(date)
        case let data as Data: self = .data(data)
        case let array as [Any]: self = .array(try array.map { try PropertyListValue(foundationObject: $0) })
        case let dictionary as [String: Any]:
            self = .dictionary(try dictionary.mapValues { try PropertyListValue(foundationObject: $0) })
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c", "B": self = .boolean(number.boolValue)
            case "f", "d": self = .real(number.doubleValue)
            default: self = .integer(number.int64Value)
            }
        case is NSNull: self = .null
        default:
            throw CocoaError(.propertyListReadCorrupt)
        }
    }
}
