/// One property of a Swift scenario value and the spec key it is written under, e.g.
/// `headlineText` of `FUIObjectCellProperties` as `properties.headlineText`. A table of these is
/// how each cell's Swift value becomes its spec's `properties` object and back
/// (`SpecFieldTable`), so the key names are written once.
struct SpecField<Root> {
  /// The spec key, the cell's own property name (`headlineText`, `placeholder.text`).
  let key: String
  /// The value as the spec writes it, nil when unset.
  let get: (Root) -> SpecValue?
  /// Sets the property from a spec value that `ScenarioSpec.decode` accepted; a value of another
  /// type (which decoding refuses) leaves it unchanged.
  let set: (inout Root, SpecValue) -> Void

  static func string(_ key: String, _ path: WritableKeyPath<Root, String?>) -> SpecField {
    SpecField(key: key, get: { $0[keyPath: path].map(SpecValue.string) },
              set: { root, value in if let text = value.string { root[keyPath: path] = text } })
  }

  static func bool(_ key: String, _ path: WritableKeyPath<Root, Bool?>) -> SpecField {
    SpecField(key: key, get: { $0[keyPath: path].map(SpecValue.bool) },
              set: { root, value in if let flag = value.bool { root[keyPath: path] = flag } })
  }

  static func number(_ key: String, _ path: WritableKeyPath<Root, Double?>) -> SpecField {
    SpecField(key: key, get: { $0[keyPath: path].map(SpecValue.number) },
              set: { root, value in if let number = value.number { root[keyPath: path] = number } })
  }

  static func integer(_ key: String, _ path: WritableKeyPath<Root, Int?>) -> SpecField {
    SpecField(key: key, get: { $0[keyPath: path].map { .number(Double($0)) } },
              set: { root, value in if let number = value.integer { root[keyPath: path] = number } })
  }

  static func strings(_ key: String, _ path: WritableKeyPath<Root, [String]?>) -> SpecField {
    SpecField(key: key, get: { $0[keyPath: path].map { .array($0.map(SpecValue.string)) } },
              set: { root, value in
                if let items = value.array { root[keyPath: path] = items.compactMap(\.string) }
              })
  }

  static func value(_ key: String, _ path: WritableKeyPath<Root, SpecValue?>) -> SpecField {
    SpecField(key: key, get: { $0[keyPath: path] }, set: { root, value in root[keyPath: path] = value })
  }

  static func enumeration<Value: RawRepresentable>(_ key: String, _ path: WritableKeyPath<Root, Value?>) -> SpecField
  where Value.RawValue == String {
    SpecField(key: key, get: { $0[keyPath: path].map { .string($0.rawValue) } },
              set: { root, value in
                if let raw = value.string, let parsed = Value(rawValue: raw) { root[keyPath: path] = parsed }
              })
  }
}

/// Reading and writing a whole value through its fields.
enum SpecFieldTable {
  /// The members of `root` that are set, by spec key.
  static func object<Root>(_ root: Root, _ fields: [SpecField<Root>]) -> [String: SpecValue] {
    var members: [String: SpecValue] = [:]
    for field in fields { if let value = field.get(root) { members[field.key] = value } }
    return members
  }

  /// Applies the members of one spec object to `root` in the table's order (the order the spec
  /// reader applies them in, which decides between two keys for one UIKit slot); returns the
  /// members no field took.
  @discardableResult
  static func apply<Root>(_ members: [String: SpecValue], to root: inout Root, _ fields: [SpecField<Root>]) -> [String: SpecValue] {
    var rest = members
    for field in fields {
      if let value = members[field.key] {
        field.set(&root, value)
        rest[field.key] = nil
      }
    }
    return rest
  }
}
