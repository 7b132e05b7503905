import CSSSyntax

/// The cascade for one element: sorts the declaration blocks that apply to it, finds the
/// winning declaration of each property, and computes the typed values of
/// ``ComputedStyle`` from them and the parent's style.
///
/// One instance serves a whole style pass: its scratch tables are reused from element to
/// element, so that an element costs no allocation beyond its sorted block list.
///
/// https://drafts.csswg.org/css-cascade-5/#cascading
public final class CSSCascade {
    /// What relative lengths resolve against.
    public var viewportWidth: Double
    public var viewportHeight: Double

    // Read and written for every declaration cascaded. A cascade is used by one document's
    // style on one thread and never holds two accesses to one of these at once, so release
    // builds leave the dynamic exclusivity checks out; debug builds keep them, so an
    // overlap traps in the tests.
    #if DEBUG
    /// The winning declaration of each property, as (block index + 1) << 20 | declaration
    /// index; 0 for none. Valid for the properties listed in `touched`.
    private var winners: [UInt32]
    /// The user agent's winner of each property, for `revert`.
    private var userAgentWinners: [UInt32]
    private var touched: [UInt16] = []
    #else
    @exclusivity(unchecked) private var winners: [UInt32]
    @exclusivity(unchecked) private var userAgentWinners: [UInt32]
    @exclusivity(unchecked) private var touched: [UInt16] = []
    #endif

    public init(viewportWidth: Double, viewportHeight: Double) {
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        winners = Array(repeating: 0, count: CSSProperty.allCases.count)
        userAgentWinners = winners
        touched.reserveCapacity(64)
    }

    /// What an element's style is computed from.
    public struct Input {
        /// The blocks that apply, in any order.
        public var matched: [CSSMatchedBlock]
        /// The parent's computed style, or nil for the root (or an element with no parent).
        public var parent: ComputedStyle?
        /// The parent's custom properties.
        public var parentCustomProperties: CSSCustomProperties
        /// The root element's font size, for `rem` (its own parent's for the root).
        public var rootFontSize: Double

        public init(matched: [CSSMatchedBlock], parent: ComputedStyle?, parentCustomProperties: CSSCustomProperties, rootFontSize: Double) {
            self.matched = matched
            self.parent = parent
            self.parentCustomProperties = parentCustomProperties
            self.rootFontSize = rootFontSize
        }
    }

    /// The element's computed style and custom properties.
    public func compute(_ input: Input) -> (style: ComputedStyle, customProperties: CSSCustomProperties) {
        let blocks = input.matched
        assert(Self.isSorted(blocks), "blocks must be sorted with CSSCascade.sort")
        findWinners(blocks)
        defer { reset() }
        let parent = input.parent ?? .initial
        var style = parent.inheritedForChild()
        let custom = customProperties(blocks, inherited: input.parentCustomProperties)
        var applier = CSSStyleApplier(
            parent: parent, rootFontSize: input.rootFontSize, viewportWidth: viewportWidth, viewportHeight: viewportHeight,
            custom: custom)
        // Font size first: other lengths' `em` refers to it. A medium size in `monospace` is
        // WebKit's default fixed size, 13px.
        if let value = winningValue(.fontFamily, blocks) { applier.apply(.fontFamily, value, to: &style) }
        if let value = winningValue(.fontSize, blocks) { applier.apply(.fontSize, value, to: &style) }
        if style.fontSizeIsMedium { style.fontSize = style.isMonospace ? 13 : 16 }
        if let value = winningValue(.color, blocks) { applier.apply(.color, value, to: &style) }
        let typed = CSSStyleApplier.typedProperties
        for raw in touched where typed[Int(raw)] {
            let property = CSSProperty(rawValue: raw)!
            if property == .fontSize || property == .color || property == .fontFamily { continue }
            if let value = winningValue(property, blocks) { applier.apply(property, value, to: &style) }
        }
        applier.finish(&style)
        return (style, custom)
    }

    /// The winning value of one property among `matched` (nil when no declaration sets
    /// it), for the properties ``ComputedStyle`` does not hold.
    public func cascadedValue(_ property: CSSProperty, matched: [CSSMatchedBlock], customProperties: CSSCustomProperties) -> CSSValue? {
        var blocks = matched
        Self.sort(&blocks)
        findWinners(blocks)
        defer { reset() }
        guard let value = winningValue(property, blocks) else { return nil }
        if case .unresolved(let text, let source) = value {
            return CSSStyleApplier.substitute(text, source: source, for: property, custom: customProperties) ?? .wide(.unset)
        }
        return value
    }

    // MARK: Sorting and winners

    /// Sorts blocks into cascade order for normal declarations (insertion sort: an element
    /// has few blocks, mostly in order already).
    public static func sort(_ blocks: inout [CSSMatchedBlock]) {
        guard blocks.count > 1 else { return }
        for index in 1..<blocks.count {
            let block = blocks[index]
            var position = index
            while position > 0 && precedes(block, blocks[position - 1]) {
                blocks[position] = blocks[position - 1]
                position -= 1
            }
            if position != index { blocks[position] = block }
        }
    }

    @inline(__always)
    static func precedes(_ left: CSSMatchedBlock, _ right: CSSMatchedBlock) -> Bool {
        let a = left.level.normalRank, b = right.level.normalRank
        if a != b { return a < b }
        if left.specificity != right.specificity { return left.specificity < right.specificity }
        return left.order < right.order
    }

    static func isSorted(_ blocks: [CSSMatchedBlock]) -> Bool {
        zip(blocks, blocks.dropFirst()).allSatisfy { !precedes($1, $0) }
    }

    /// Fills `winners`: normal declarations in cascade order, then important ones in theirs.
    private func findWinners(_ blocks: [CSSMatchedBlock]) {
        var hasImportant = false
        for blockIndex in blocks.indices {
            let isUserAgent = blocks[blockIndex].level.isUserAgent
            blocks[blockIndex].block.keys.withUnsafeBufferPointer { keys in
                for index in 0..<keys.count {
                    let key = keys[index]
                    if key == CSSDeclarationBlock.customKey { continue }
                    if key & CSSDeclarationBlock.importantBit != 0 {
                        hasImportant = true
                        continue
                    }
                    record(key, UInt32(blockIndex + 1) << 20 | UInt32(index), userAgent: isUserAgent)
                }
            }
        }
        guard hasImportant else { return }
        let order = blocks.indices.sorted { left, right in
            let a = blocks[left].level.importantRank, b = blocks[right].level.importantRank
            if a != b { return a < b }
            if blocks[left].specificity != blocks[right].specificity { return blocks[left].specificity < blocks[right].specificity }
            return blocks[left].order < blocks[right].order
        }
        for blockIndex in order {
            blocks[blockIndex].block.keys.withUnsafeBufferPointer { keys in
                for index in 0..<keys.count {
                    let key = keys[index]
                    guard key != CSSDeclarationBlock.customKey, key & CSSDeclarationBlock.importantBit != 0 else { continue }
                    record(key & ~CSSDeclarationBlock.importantBit, UInt32(blockIndex + 1) << 20 | UInt32(index), userAgent: false)
                }
            }
        }
    }

    @inline(__always)
    private func record(_ raw: UInt16, _ reference: UInt32, userAgent: Bool) {
        let slot = Int(raw)
        if winners[slot] == 0 && userAgentWinners[slot] == 0 { touched.append(raw) }
        winners[slot] = reference
        if userAgent { userAgentWinners[slot] = reference }
    }

    private func reset() {
        for raw in touched {
            winners[Int(raw)] = 0
            userAgentWinners[Int(raw)] = 0
        }
        touched.removeAll(keepingCapacity: true)
    }

    /// The declared value that won for `property`, with `revert` taken back to the user
    /// agent's value.
    private func winningValue(_ property: CSSProperty, _ blocks: [CSSMatchedBlock]) -> CSSValue? {
        let reference = winners[Int(property.rawValue)]
        guard reference != 0 else { return nil }
        let value = declaration(reference, blocks).value
        if case .wide(let keyword) = value, keyword == .revert || keyword == .revertLayer {
            let userAgent = userAgentWinners[Int(property.rawValue)]
            guard userAgent != 0, userAgent != reference else { return .wide(.unset) }
            return declaration(userAgent, blocks).value
        }
        return value
    }

    private func declaration(_ reference: UInt32, _ blocks: [CSSMatchedBlock]) -> CSSDeclaration {
        blocks[Int(reference >> 20) - 1].block.declarations[Int(reference & 0xF_FFFF)]
    }

    /// The element's custom properties: the parent's, with those the element declares.
    private func customProperties(_ blocks: [CSSMatchedBlock], inherited: CSSCustomProperties) -> CSSCustomProperties {
        var declared: [(String, CSSDeclaration)] = []
        for matched in blocks where matched.block.hasCustomProperties {
            for declaration in matched.block.declarations {
                if let name = declaration.customName { declared.append((name, declaration)) }
            }
        }
        guard !declared.isEmpty else { return inherited }
        var values = inherited.values
        // Important declarations win over normal ones.
        for important in [false, true] {
            for (name, declaration) in declared where declaration.important == important {
                guard case .text(let text) = declaration.value else { continue }
                let lowered = asciiLowercased(text)
                if lowered == "initial" || lowered == "unset" && true {
                    values[name] = nil
                } else if lowered == "inherit" {
                    values[name] = inherited.values[name]
                } else {
                    values[name] = text
                }
            }
        }
        // Values that refer to other custom properties (the inherited ones are resolved).
        var referring: [String] = []
        for (name, _) in declared where values[name]?.contains("var(") == true { referring.append(name) }
        if !referring.isEmpty { CSSVariables.resolveReferences(in: &values, of: referring) }
        return CSSCustomProperties(values: values)
    }
}

