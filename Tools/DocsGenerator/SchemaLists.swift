import ChromaKit

/// The members of the JSON Schema files under `schema/` that follow from the registries.
///
/// What a description says is written by hand and kept; the generator writes what a validator checks:
/// which properties a color record's space objects have, their channels, and the methods a record names.
enum SchemaLists {
    static var files: [(path: String, rewrite: (OrderedJSON) -> OrderedJSON)] {
        [
            ("schema/color-record.schema.json", colorRecord),
            ("schema/distance-record.schema.json", { methodEnum(in: $0, RegistryLists.distanceMethods) }),
            ("schema/contrast-record.schema.json", { methodEnum(in: $0, RegistryLists.contrastMethods) }),
        ]
    }

    /// The color record with one object property a space, in registry order, keyed by the space's JSON key:
    /// its channels required, each a `coordinate` or, for a hue, a `hue` of `$defs`, and nothing else.
    /// A property that is no space (`hex`, `rgb8`, `name`) stays after the property it follows.
    static func colorRecord(_ schema: OrderedJSON) -> OrderedJSON {
        guard case .object(let properties)? = schema["properties"] else { return schema }
        let keys = RegistryLists.spaces.map(\.jsonKey)
        let arranged = RegistryOrder.arrange(properties, key: { keys.contains($0.key) ? $0.key : nil }, keys: keys) { key, current in
            (key, spaceObject(ColorSpaces.named(key)!, current: current?.value))
        }
        return schema.setting("properties", to: .object(arranged))
    }

    /// The schema of one space's object: `current` with its channels set from the registry, or a new one.
    static func spaceObject(_ space: ColorSpace, current: OrderedJSON?) -> OrderedJSON {
        let otherNames = Set([space.id] + space.aliases).subtracting([space.jsonKey]).sorted()
        let description = space.id + (otherNames.isEmpty ? "" : " (also asked for as \(otherNames.joined(separator: ", ")))") + "."
        let object = current ?? .object([("description", .string(description)), ("type", .string("object"))])
        let channels = space.channels.map { channel in
            let definition = channel.isHue ? "#/$defs/hue" : "#/$defs/coordinate"
            return (key: channel.key, value: (object["properties"]?[channel.key] ?? .object([])).setting("$ref", to: .string(definition)))
        }
        return object
            .setting("properties", to: .object(channels))
            .setting("required", to: .strings(space.channels.map(\.key)))
            .setting("additionalProperties", to: .bool(false))
    }

    /// The schema with the `enum` of its `method` property set to `names`.
    static func methodEnum(in schema: OrderedJSON, _ names: [String]) -> OrderedJSON {
        guard let properties = schema["properties"], let method = properties["method"] else { return schema }
        return schema.setting("properties", to: properties.setting("method", to: method.setting("enum", to: .strings(names))))
    }
}
