import CSSSyntax

/// Compiles parsed selectors for one tree into ``CompiledSelectors``.
///
/// Compiling costs a dictionary lookup in the tree per name in the selector and a few
/// small arrays, so compiling for every query is fine.
struct SelectorCompiler<Tree: SelectorTree> {
    /// The tree whose tokens the compiled selectors use.
    let tree: Tree
    /// Whether ID and class selectors ignore ASCII case, as in quirks mode.
    let ignoresIDAndClassCase: Bool
    /// What has been compiled so far.
    var output = CompiledSelectors<Tree>()

    /// Compiles the selector list `selectors` for `tree`.
    static func compile(_ selectors: [ComplexSelector], for tree: Tree) -> CompiledSelectors<Tree> {
        var compiler = SelectorCompiler(tree: tree, ignoresIDAndClassCase: tree.isInQuirksMode)
        var members: [CompiledComplexSelector] = []
        for selector in selectors {
            if let member = compiler.compile(selector, isRelative: false) {
                compiler.output.topLevelMembers.append(members.count)
                members.append(member)
            } else {
                compiler.output.topLevelMembers.append(-1)
            }
        }
        let start = compiler.output.complexSelectors.count
        compiler.output.complexSelectors.append(contentsOf: members)
        compiler.output.topLevel = start..<compiler.output.complexSelectors.count
        for index in compiler.output.topLevelMembers.indices where compiler.output.topLevelMembers[index] >= 0 {
            compiler.output.topLevelMembers[index] += start
        }
        compiler.hoistSubjectLocalName()
        return compiler.output
    }

    /// A program for `count` top-level selectors, none compiled yet.
    static func uncompiled(count: Int) -> CompiledSelectors<Tree> {
        var output = CompiledSelectors<Tree>()
        output.topLevelMembers = Array(repeating: CompiledSelectors<Tree>.notCompiled, count: count)
        return output
    }

    /// Compiles `selector`, the top-level member at `index`, on its own. Its members are
    /// not in `topLevel`: only ``SelectorMatcher/matchesTopLevelMember(_:_:)`` finds them.
    mutating func compileTopLevelMember(_ selector: ComplexSelector, at index: Int) {
        guard let member = compile(selector, isRelative: false) else {
            output.topLevelMembers[index] = -1
            return
        }
        output.topLevelMembers[index] = output.complexSelectors.count
        output.complexSelectors.append(member)
    }

    /// When every top-level selector's subject has the same type selector, moves that test
    /// out of the subject compounds into ``CompiledSelectors/subjectLocalName``, where
    /// queries make it first, inline.
    private mutating func hoistSubjectLocalName() {
        var common: Int?
        for selector in output.complexSelectors[output.topLevel] {
            let subject = output.compounds[selector.compounds.lowerBound]
            // A type selector sorts first in its compound.
            guard let first = subject.components.first, case .localName(let name) = output.components[first],
                common == nil || common == name
            else { return }
            common = name
        }
        guard let common else { return }
        output.subjectLocalName = common
        for selector in output.complexSelectors[output.topLevel] {
            let subject = output.compounds[selector.compounds.lowerBound]
            output.compounds[selector.compounds.lowerBound] = CompiledCompound(
                components: subject.components.dropFirst(), combinator: subject.combinator)
        }
    }

    /// What compiling one simple selector gives.
    private enum Outcome {
        /// No element matches it.
        case never
        /// Every element matches it; it can be left out.
        case always
        case test(CompiledComponent)
    }

    // MARK: Lists, complex and compound selectors

    /// Compiles a list whose element matches when any member matches, leaving out the
    /// members that can never match. Returns the members' range of `complexSelectors`.
    private mutating func compileList(_ selectors: [ComplexSelector], isRelative: Bool) -> Range<Int> {
        var members: [CompiledComplexSelector] = []
        for selector in selectors {
            if let member = compile(selector, isRelative: isRelative) { members.append(member) }
        }
        let start = output.complexSelectors.count
        output.complexSelectors.append(contentsOf: members)
        return start..<output.complexSelectors.count
    }

    /// Compiles a complex selector, or returns `nil` when no element can match it.
    private mutating func compile(_ selector: ComplexSelector, isRelative: Bool) -> CompiledComplexSelector? {
        var compounds: [CompiledCompound] = []
        for (index, compound) in selector.compounds.enumerated() {
            guard let components = compile(compound) else { return nil }
            let combinator = index < selector.combinators.count ? selector.combinators[index] : .descendant
            compounds.append(CompiledCompound(components: components, combinator: combinator))
        }
        let start = output.compounds.count
        output.compounds.append(contentsOf: compounds)
        let searchArea = isRelative ? Self.searchArea(selector.combinators) : .descendants
        let leading = selector.combinators.last ?? .descendant
        let failureCoversSearchArea = isRelative && (leading == .descendant || leading == .subsequentSibling)
        if failureCoversSearchArea || (!isRelative && selector.combinators.contains(.subsequentSibling)) {
            output.usesMatchMemo = true
        }
        return CompiledComplexSelector(
            compounds: start..<output.compounds.count, searchArea: searchArea,
            failureCoversSearchArea: failureCoversSearchArea)
    }

    /// Compiles a compound into a range of `components`, cheapest test first, or returns
    /// `nil` when no element can match it.
    private mutating func compile(_ compound: CompoundSelector) -> Range<Int>? {
        var tests: [(order: Int, component: CompiledComponent)] = []
        for (order, simple) in compound.components.enumerated() {
            switch compile(simple) {
            case .never: return nil
            case .always: continue
            case .test(let component): tests.append((order, component))
            }
        }
        tests.sort { ($0.component.cost, $0.order) < ($1.component.cost, $1.order) }
        let start = output.components.count
        output.components.append(contentsOf: tests.map(\.component))
        return start..<output.components.count
    }

    /// Where the matches of a relative selector can be, from its combinators; the last one
    /// joins the selector to the anchor.
    private static func searchArea(_ combinators: [Combinator]) -> HasSearchArea {
        guard let leading = combinators.last else { return .descendants }
        let inner = combinators.dropLast()
        switch leading {
        case .child where inner.isEmpty:
            return .children
        case .child, .descendant:
            return .descendants
        case .nextSibling, .subsequentSibling:
            if inner.contains(where: { $0 == .child || $0 == .descendant }) {
                return .followingSiblingsAndTheirDescendants
            }
            return leading == .nextSibling && inner.isEmpty ? .nextSibling : .followingSiblings
        }
    }

    // MARK: Simple selectors

    private mutating func compile(_ selector: SimpleSelector) -> Outcome {
        switch selector {
        case .type(let name):
            let html = nameIndex(name.lowercased)
            let other = name.lowercased == name.asWritten ? html : nameIndex(name.asWritten)
            if html < 0 && other < 0 { return .never }
            return .test(html == other ? .localName(html) : .localNameByNamespace(html: html, other: other))
        case .universal:
            return .always
        case .noNamespaceType, .pseudoElement:
            return .never
        case .id(let id):
            return .test(.id(text(id), ignoringCase: ignoresIDAndClassCase))
        case .className(let className):
            return .test(.className(text(className), ignoringCase: ignoresIDAndClassCase))
        case .attribute(let attribute):
            return compile(attribute)
        case .pseudoClass(let pseudoClass):
            return compile(pseudoClass)
        case .relativeAnchor:
            return .test(.relativeAnchor)
        }
    }

    private mutating func compile(_ attribute: AttributeSelector) -> Outcome {
        let html = nameIndex(attribute.name.lowercased)
        let other = attribute.name.lowercased == attribute.name.asWritten ? html : nameIndex(attribute.name.asWritten)
        if html < 0 && other < 0 { return .never }
        let name = AttributeNameReference(html: html, other: other)
        guard let valueMatch = attribute.valueMatch else {
            return .test(.attributeExists(name))
        }
        let value = valueMatch.value
        switch valueMatch.comparison {
        case .prefix, .suffix, .substring:
            if value.isEmpty { return .never }
        case .includesWord:
            if value.isEmpty || value.utf8.contains(where: isASCIIWhitespace) { return .never }
        case .equals, .dashMatch:
            break
        }
        let caseRule: AttributeCaseRule
        switch valueMatch.caseSensitivity {
        case .asciiCaseInsensitive:
            caseRule = .asciiCaseInsensitive
        case .caseSensitive:
            caseRule = .caseSensitive
        case .documentDefault:
            caseRule = AttributeSelector.caseInsensitiveHTMLAttributes.contains(attribute.name.lowercased)
                ? .asciiCaseInsensitiveOnHTMLElements : .caseSensitive
        }
        return .test(.attribute(name, valueMatch.comparison, text(value), caseRule))
    }

    private mutating func compile(_ pseudoClass: PseudoClass) -> Outcome {
        switch pseudoClass {
        case .not(let selectors):
            let list = compileList(selectors, isRelative: false)
            return list.isEmpty ? .always : .test(.not(list))
        case .matchesAny(let selectors, _):
            let list = compileList(selectors, isRelative: false)
            return list.isEmpty ? .never : .test(.matchesAny(list))
        case .has(let selectors):
            let list = compileList(selectors, isRelative: true)
            return list.isEmpty ? .never : .test(.has(list))
        case .nth(let nth):
            // With A ≤ 0, positions above B never match; with B < 1 too, none do.
            if nth.pattern.step <= 0 && nth.pattern.offset < 1 { return .never }
            guard let filter = nth.filter else {
                return .test(.nth(nth.kind, nth.pattern, filter: nil))
            }
            let list = compileList(filter, isRelative: false)
            return list.isEmpty ? .never : .test(.nth(nth.kind, nth.pattern, filter: list))
        case .root:
            return .test(.root)
        case .empty:
            return .test(.empty)
        case .scope:
            return .test(.scope)
        case .state(let state):
            return .test(.state(state))
        case .lang(let ranges):
            let attribute = nameIndex("lang")
            if attribute < 0 { return .never }
            let start = output.languageRanges.count
            for range in ranges { output.languageRanges.append(text(range)) }
            return .test(.lang(attribute: attribute, ranges: start..<output.languageRanges.count))
        case .neverInStaticPage:
            return .never
        }
    }

    // MARK: Tables

    /// The index in `names` of the tree's token for `name`, or -1 when the tree does not
    /// have the name.
    private mutating func nameIndex(_ name: String) -> Int {
        guard let token = tree.internedName(name) else { return -1 }
        if let index = output.nameIndexes[token] { return index }
        output.names.append(token)
        output.nameIndexes[token] = output.names.count - 1
        return output.names.count - 1
    }

    /// Adds `string` to the text tables and returns its range.
    private mutating func text(_ string: String) -> Range<Int> {
        let start = output.textBytes.count
        output.textBytes.append(contentsOf: string.utf8)
        output.lowercasedTextBytes.append(contentsOf: string.utf8.map(asciiLowercased))
        return start..<output.textBytes.count
    }
}
