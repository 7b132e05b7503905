/// Matches compiled selectors against elements of one tree, right to left
/// (https://www.w3.org/TR/selectors-4/#match-a-complex-selector-against-an-element).
///
/// Everything here is `@inlinable`, so that it is specialized for the concrete tree in
/// the module that calls it (the DOM): the protocol calls become direct calls and the
/// tokens plain integers. Nothing here allocates but the entries of ``MatchMemo``, for
/// selectors with `~` or `:has()`. Recursion follows the selector's structure, never the
/// tree's depth: ancestors and siblings are visited in loops.
///
/// `anchor`, passed along every call, is the element whose `:has()` is being evaluated.
@usableFromInline
struct SelectorMatcher<Tree: SelectorTree> {
    @usableFromInline let tree: Tree
    @usableFromInline var program: CompiledSelectors<Tree>
    /// The element `:scope` matches; `nil` makes `:scope` match the root element.
    @usableFromInline let scope: Tree.Element?
    /// What matching learnt about the tree, for selectors that need it (`nil` otherwise).
    @usableFromInline var memo: MatchMemo<Tree.Element>?

    @inlinable
    init(tree: Tree, program: CompiledSelectors<Tree>, scope: Tree.Element?) {
        self.tree = tree
        self.program = program
        self.scope = scope
        memo = program.usesMatchMemo ? MatchMemo() : nil
    }

    // MARK: Lists and complex selectors

    /// Whether `element` matches the top-level selector list.
    @inlinable @inline(__always)
    func matchesTopLevel(_ element: Tree.Element) -> Bool {
        if program.subjectLocalName >= 0 && tree.localName(of: element) != program.names[program.subjectLocalName] {
            return false
        }
        return matchesAny(program.topLevel, element, anchor: nil)
    }

    /// Whether `element` matches the top-level list's selector at `index` (as parsed).
    @inlinable @inline(__always)
    func matchesTopLevelMember(_ index: Int, _ element: Tree.Element) -> Bool {
        let member = program.topLevelMembers[index]
        guard member >= 0 else { return false }
        if program.subjectLocalName >= 0 && tree.localName(of: element) != program.names[program.subjectLocalName] {
            return false
        }
        return matchesAny(member..<(member + 1), element, anchor: nil)
    }

    /// Whether `element` matches any member of the list `selectors`.
    @inlinable @inline(__always)
    func matchesAny(_ selectors: Range<Int>, _ element: Tree.Element, anchor: Tree.Element?) -> Bool {
        for index in selectors {
            let compounds = program.complexSelectors[index].compounds
            if compounds.count == 1 {
                // A lone compound needs no combinator logic.
                if matches(program.compounds[compounds.lowerBound].components, element, anchor: anchor) { return true }
            } else if match(compounds, from: compounds.lowerBound, element, anchor: anchor) == .matched {
                return true
            }
        }
        return false
    }

    /// Matches the compounds `compounds[index...]` of a complex selector, with `element` as
    /// the subject of `compounds[index]`.
    @inlinable
    func match(
        _ compounds: Range<Int>, from index: Int, _ element: Tree.Element, anchor: Tree.Element?
    ) -> MatchOutcome {
        let compound = program.compounds[index]
        guard matches(compound.components, element, anchor: anchor) else { return .notMatchedTryLaterSibling }
        let next = index + 1
        if next == compounds.upperBound { return .matched }
        let combinator = compound.combinator
        var candidate: Tree.Element?
        switch combinator {
        case .descendant, .child: candidate = tree.parentElement(of: element)
        case .nextSibling, .subsequentSibling: candidate = tree.previousElementSibling(of: element)
        }
        while let current = candidate {
            let outcome = match(compounds, from: next, current, anchor: anchor)
            switch (outcome, combinator) {
            case (.matched, _), (.notMatchedGlobally, _), (_, .nextSibling):
                return outcome
            case (_, .child):
                return .notMatchedTryAncestor
            case (.notMatchedTryAncestor, .subsequentSibling):
                return outcome
            default:
                break
            }
            if combinator == .subsequentSibling, anchor == nil, let memo, memo.isUsable(at: tree.matchingVersion) {
                return matchEarlierSiblings(compounds, from: next, past: current, before: element, memo: memo)
            }
            candidate = combinator == .descendant
                ? tree.parentElement(of: current) : tree.previousElementSibling(of: current)
        }
        switch combinator {
        case .descendant, .child: return .notMatchedGlobally
        case .nextSibling, .subsequentSibling: return .notMatchedTryAncestor
        }
    }

    /// The rest of a `~` combinator's walk once `nearest`, the sibling just before
    /// `element`, did not decide it: matching `compounds[index...]` against the siblings
    /// before `nearest` until one does. Such a walk's outcome is kept for `element`, so the
    /// walk from a later sibling stops at an element already walked from; one the nearest
    /// sibling decides costs nothing to repeat and is not kept (a chain `li ~ li ~ …` of
    /// thousands would otherwise keep one per compound and element)
    /// (https://www.w3.org/TR/selectors-4/#general-sibling-combinators).
    @inlinable
    func matchEarlierSiblings(
        _ compounds: Range<Int>, from index: Int, past nearest: Tree.Element, before element: Tree.Element,
        memo: MatchMemo<Tree.Element>
    ) -> MatchOutcome {
        var outcome = MatchOutcome.notMatchedTryAncestor
        var current = nearest
        while true {
            // The siblings before `current` were walked already: their outcome is known.
            if let known = memo.earlierSiblings[MatchMemo.Key(index, current)] {
                outcome = known
                break
            }
            guard let earlier = tree.previousElementSibling(of: current) else { break }
            current = earlier
            let own = match(compounds, from: index, current, anchor: nil)
            if own != .notMatchedTryLaterSibling {
                outcome = own
                break
            }
        }
        memo.earlierSiblings[MatchMemo.Key(index, element)] = outcome
        return outcome
    }

    /// Whether `element` matches every component in `components`.
    @inlinable @inline(__always)
    func matches(_ components: Range<Int>, _ element: Tree.Element, anchor: Tree.Element?) -> Bool {
        for index in components where !matches(program.components[index], element, anchor: anchor) {
            return false
        }
        return true
    }

    // MARK: Simple selectors

    /// Whether `element` matches one simple selector. The cheap tests are decided here,
    /// inline; the others in functions of their own, which keeps this one small.
    @inlinable @inline(__always)
    func matches(_ component: CompiledComponent, _ element: Tree.Element, anchor: Tree.Element?) -> Bool {
        switch component {
        case .localName(let name):
            return tree.localName(of: element) == program.names[name]
        case .root:
            return tree.isRoot(element)
        case .empty:
            return tree.isEmpty(element)
        case .scope:
            guard let scope else { return tree.isRoot(element) }
            return element == scope
        case .state(let state):
            return tree.element(element, isIn: state)
        case .relativeAnchor:
            return element == anchor
        case .attributeExists(let name):
            guard let token = attributeToken(name, for: element) else { return false }
            return tree.hasAttribute(element, named: token)
        case .localNameByNamespace, .id, .className, .attribute:
            return matchesNameOrValue(component, element)
        case .not, .matchesAny, .has, .nth, .lang:
            return matchesPseudoClass(component, element, anchor: anchor)
        }
    }

    /// Whether `element` matches a simple selector that compares one of its names or
    /// values: `#id`, `.class`, `[attribute]`, or a type selector with upper-case letters.
    @inlinable @inline(never)
    func matchesNameOrValue(_ component: CompiledComponent, _ element: Tree.Element) -> Bool {
        switch component {
        case .localNameByNamespace(let html, let other):
            let wanted = tree.isHTMLElementInHTMLDocument(element) ? html : other
            return wanted >= 0 && tree.localName(of: element) == program.names[wanted]
        case .id(let text, let ignoringCase):
            guard let value = tree.id(of: element) else { return false }
            return withUTF8Bytes(of: value) { value in
                withText(text, ignoringCase: ignoringCase) { id in
                    AttributeComparison.equals.matches(value, id, ignoringCase: ignoringCase)
                }
            }
        case .className(let text, let ignoringCase):
            guard let value = tree.classAttribute(of: element) else { return false }
            return withUTF8Bytes(of: value) { value in
                withText(text, ignoringCase: ignoringCase) { className in
                    list(value, containsWord: className, ignoringCase: ignoringCase)
                }
            }
        case .attribute(let name, let comparison, let text, let caseRule):
            guard let token = attributeToken(name, for: element),
                let value = tree.attributeValue(of: element, named: token)
            else { return false }
            let ignoringCase: Bool
            switch caseRule {
            case .caseSensitive: ignoringCase = false
            case .asciiCaseInsensitive: ignoringCase = true
            case .asciiCaseInsensitiveOnHTMLElements: ignoringCase = tree.isHTMLElementInHTMLDocument(element)
            }
            return withUTF8Bytes(of: value) { value in
                withText(text, ignoringCase: ignoringCase) { needle in
                    comparison.matches(value, needle, ignoringCase: ignoringCase)
                }
            }
        default:
            preconditionFailure("not a name or value test: \(component)")
        }
    }

    /// Whether `element` matches a functional pseudo-class: `:not()`, `:is()`, `:has()`,
    /// `:nth-*()` or `:lang()`.
    @inlinable @inline(never)
    func matchesPseudoClass(
        _ component: CompiledComponent, _ element: Tree.Element, anchor: Tree.Element?
    ) -> Bool {
        switch component {
        case .not(let selectors):
            return !matchesAny(selectors, element, anchor: anchor)
        case .matchesAny(let selectors):
            return matchesAny(selectors, element, anchor: anchor)
        case .has(let selectors):
            for index in selectors where hasMatch(selectorAt: index, around: element) {
                return true
            }
            return false
        case .nth(let kind, let pattern, let filter):
            return matchesNth(kind, pattern, filter: filter, element, anchor: anchor)
        case .lang(let attribute, let ranges):
            return matchesLanguage(program.names[attribute], ranges, element)
        default:
            preconditionFailure("not a functional pseudo-class: \(component)")
        }
    }

    /// The token of the attribute name to look up on `element`, or `nil` when the tree has
    /// no attribute of that name.
    @inlinable
    func attributeToken(_ name: AttributeNameReference, for element: Tree.Element) -> Tree.Name? {
        let index = name.html == name.other || tree.isHTMLElementInHTMLDocument(element) ? name.html : name.other
        return index >= 0 ? program.names[index] : nil
    }

    /// Calls `body` with the UTF-8 of the text at `range`, lowered when `ignoringCase`.
    @inlinable
    func withText<Result>(
        _ range: Range<Int>, ignoringCase: Bool, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        if ignoringCase {
            return program.lowercasedTextBytes.withUnsafeBufferPointer {
                body(UnsafeBufferPointer(rebasing: $0[range]))
            }
        }
        return program.textBytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    // MARK: :nth-child() and relatives

    /// Whether `element`'s position among its siblings is in `pattern`
    /// (https://www.w3.org/TR/selectors-4/#child-index).
    @inlinable
    func matchesNth(
        _ kind: NthKind, _ pattern: NthPattern, filter: Range<Int>?, _ element: Tree.Element, anchor: Tree.Element?
    ) -> Bool {
        if let filter, !matchesAny(filter, element, anchor: anchor) { return false }
        let forward = kind == .child || kind == .ofType
        let sameType = kind == .ofType || kind == .lastOfType
        let localName = sameType ? tree.localName(of: element) : nil
        // With A ≤ 0 no position above B matches, so counting can stop there.
        let limit = pattern.step <= 0 ? pattern.offset : Int.max
        var position = 1
        var sibling = forward ? tree.previousElementSibling(of: element) : tree.nextElementSibling(of: element)
        while let current = sibling, position <= limit {
            let counts: Bool
            if let filter {
                counts = matchesAny(filter, current, anchor: anchor)
            } else if let localName {
                counts = tree.localName(of: current) == localName
            } else {
                counts = true
            }
            if counts { position += 1 }
            sibling = forward ? tree.previousElementSibling(of: current) : tree.nextElementSibling(of: current)
        }
        return pattern.matches(position: position)
    }

    // MARK: :has()

    /// Whether some element in the search area of the relative selector at `index` around
    /// `anchor` matches it (https://www.w3.org/TR/selectors-4/#relational). When none does
    /// and that holds for the anchors inside the area too, those are remembered as failing.
    @inlinable
    func hasMatch(selectorAt index: Int, around anchor: Tree.Element) -> Bool {
        let selector = program.complexSelectors[index]
        guard selector.failureCoversSearchArea, let memo, memo.isUsable(at: tree.matchingVersion) else {
            return hasMatch(for: selector, around: anchor)
        }
        if memo.failedAnchors.contains(MatchMemo.Key(index, anchor)) { return false }
        if hasMatch(for: selector, around: anchor) { return true }
        // Only the area's elements that are anchors of the same kind: descendants, or
        // following siblings.
        var next = selector.searchArea == .descendants
            ? tree.firstElementChild(of: anchor) : tree.nextElementSibling(of: anchor)
        while let current = next {
            memo.failedAnchors.insert(MatchMemo.Key(index, current))
            next = selector.searchArea == .descendants
                ? tree.following(current, within: anchor) : tree.nextElementSibling(of: current)
        }
        return false
    }

    /// Whether some element in the search area of the relative selector `selector` around
    /// `anchor` matches it.
    @inlinable
    func hasMatch(for selector: CompiledComplexSelector, around anchor: Tree.Element) -> Bool {
        let compounds = selector.compounds
        switch selector.searchArea {
        case .children:
            var child = tree.firstElementChild(of: anchor)
            while let current = child {
                if match(compounds, from: compounds.lowerBound, current, anchor: anchor) == .matched { return true }
                child = tree.nextElementSibling(of: current)
            }
            return false
        case .descendants:
            return subtreeHasMatch(compounds, below: anchor, anchor: anchor)
        case .nextSibling:
            guard let sibling = tree.nextElementSibling(of: anchor) else { return false }
            return match(compounds, from: compounds.lowerBound, sibling, anchor: anchor) == .matched
        case .followingSiblings, .followingSiblingsAndTheirDescendants:
            let searchesDescendants = selector.searchArea == .followingSiblingsAndTheirDescendants
            var sibling = tree.nextElementSibling(of: anchor)
            while let current = sibling {
                if match(compounds, from: compounds.lowerBound, current, anchor: anchor) == .matched { return true }
                if searchesDescendants && subtreeHasMatch(compounds, below: current, anchor: anchor) { return true }
                sibling = tree.nextElementSibling(of: current)
            }
            return false
        }
    }

    /// Whether a descendant of `root` matches the complex selector `compounds`.
    @inlinable
    func subtreeHasMatch(_ compounds: Range<Int>, below root: Tree.Element, anchor: Tree.Element) -> Bool {
        var next = tree.firstElementChild(of: root)
        while let current = next {
            if match(compounds, from: compounds.lowerBound, current, anchor: anchor) == .matched { return true }
            next = tree.following(current, within: root)
        }
        return false
    }

    // MARK: :lang()

    /// Whether the language of `element`, from the `lang` attribute of it or its nearest
    /// ancestor that has one, matches one of the language ranges `ranges` by extended
    /// filtering (https://www.w3.org/TR/selectors-4/#the-lang-pseudo, RFC 4647 §3.3.2).
    @inlinable
    func matchesLanguage(_ attribute: Tree.Name, _ ranges: Range<Int>, _ element: Tree.Element) -> Bool {
        var current: Tree.Element? = element
        while let candidate = current {
            if let language = tree.attributeValue(of: candidate, named: attribute) {
                return withUTF8Bytes(of: language) { language in
                    ranges.contains { index in
                        withText(program.languageRanges[index], ignoringCase: true) {
                            languageRange($0, matches: language)
                        }
                    }
                }
            }
            current = tree.parentElement(of: candidate)
        }
        return false
    }
}

/// How matching a complex selector from some compound leftwards failed, which tells the
/// caller which other candidates are worth trying. This is the pruning of WebKit's
/// SelectorChecker and Servo's `selectors`: without it, `a b c d` on a deep tree can take
/// exponential time.
@usableFromInline
enum MatchOutcome {
    case matched
    /// Try the next candidate of the nearest `~` or descendant combinator.
    case notMatchedTryLaterSibling
    /// Siblings cannot help; try the next candidate of the nearest descendant combinator.
    case notMatchedTryAncestor
    /// No other candidate of any combinator can help.
    case notMatchedGlobally
}

/// Whether the lowercased language range `range` matches the language tag `tag` by
/// extended filtering (RFC 4647 §3.3.2), comparing subtags ASCII-case-insensitively.
@inlinable
func languageRange(_ range: UnsafeBufferPointer<UInt8>, matches tag: UnsafeBufferPointer<UInt8>) -> Bool {
    var rangeSubtags = Subtags(range)
    var tagSubtags = Subtags(tag)
    guard let firstRange = rangeSubtags.next() else { return false }
    let firstTag = tagSubtags.next() ?? 0..<0
    let isWildcard = firstRange.count == 1 && range[firstRange.lowerBound] == UInt8(ascii: "*")
    if !isWildcard && !subtag(firstRange, of: range, equals: firstTag, of: tag) { return false }
    var pendingTag = tagSubtags.next()
    while let rangeSubtag = rangeSubtags.next() {
        if rangeSubtag.count == 1 && range[rangeSubtag.lowerBound] == UInt8(ascii: "*") { continue }
        while true {
            guard let tagSubtag = pendingTag else { return false }
            if subtag(rangeSubtag, of: range, equals: tagSubtag, of: tag) {
                pendingTag = tagSubtags.next()
                break
            }
            if tagSubtag.count == 1 { return false }
            pendingTag = tagSubtags.next()
        }
    }
    return true
}

/// Whether `range[a]` equals `tag[b]`, lowering `tag` as it is read.
@inlinable
func subtag(
    _ a: Range<Int>, of range: UnsafeBufferPointer<UInt8>, equals b: Range<Int>, of tag: UnsafeBufferPointer<UInt8>
) -> Bool {
    guard a.count == b.count else { return false }
    for offset in 0..<a.count where range[a.lowerBound + offset] != asciiLowercased(tag[b.lowerBound + offset]) {
        return false
    }
    return true
}

/// The `-`-separated subtags of a language tag, as index ranges.
@usableFromInline
struct Subtags {
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    @usableFromInline var position: Int
    @usableFromInline var isFinished: Bool

    @inlinable
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        position = 0
        isFinished = false
    }

    @inlinable
    mutating func next() -> Range<Int>? {
        guard !isFinished else { return nil }
        let start = position
        while position < bytes.count && bytes[position] != UInt8(ascii: "-") { position += 1 }
        let subtag = start..<position
        if position < bytes.count {
            position += 1
        } else {
            isFinished = true
        }
        return subtag
    }
}

extension SelectorTree {
    /// The element after `element` in tree order that is a descendant of `root`, or of a
    /// document or fragment when `root` is `nil`; `nil` when there is none. Walking with it
    /// visits a subtree without recursion and without allocating.
    @inlinable @inline(__always)
    public func following(_ element: Element, within root: Element?) -> Element? {
        if let child = firstElementChild(of: element) { return child }
        var node = element
        while true {
            if let sibling = nextElementSibling(of: node) { return sibling }
            guard let parent = parentElement(of: node), parent != root else { return nil }
            node = parent
        }
    }

    /// The default: ``following(_:within:)`` until an element named `name`.
    @inlinable
    public func following(_ element: Element, named name: Name, within root: Element?) -> Element? {
        var next = following(element, within: root)
        while let current = next, localName(of: current) != name { next = following(current, within: root) }
        return next
    }
}

/// Matches the selectors of a bound list one at a time (a style sheet's rules), with no
/// `:scope`. Made by ``BoundSelectorList/memberMatcher()``, with every selector compiled,
/// or by ``BoundSelectorList/lazyMemberMatcher()``, with none compiled until
/// ``compile(selectorsAt:)`` is called for it: a page's sheets have many rules for
/// classes and IDs the page never uses, and those are never compiled.
public struct SelectorMemberMatcher<Tree: SelectorTree> {
    @usableFromInline var matcher: SelectorMatcher<Tree>
    /// The selectors, for compiling one at a time (empty when all were compiled at once).
    let selectors: [ComplexSelector]

    init(matcher: SelectorMatcher<Tree>, selectors: [ComplexSelector] = []) {
        self.matcher = matcher
        self.selectors = selectors
    }

    /// Whether `element` matches the list's selector at `index` (in parse order). A
    /// selector not compiled yet matches nothing. (Mutating only so that a matcher stored
    /// in a variable is read in place: a call on a stored one copied it for every rule tried.)
    @inlinable
    public mutating func matches(selectorAt index: Int, _ element: Tree.Element) -> Bool {
        matcher.matchesTopLevelMember(index, element)
    }

    /// Compiles the list's selectors at `indexes` for the tree, those not compiled yet.
    public mutating func compile(selectorsAt indexes: [Int]) {
        var compiler = SelectorCompiler(tree: matcher.tree, ignoresIDAndClassCase: matcher.tree.isInQuirksMode)
        // The program moves into the compiler and back, so that growing it copies nothing.
        swap(&compiler.output, &matcher.program)
        for index in indexes where compiler.output.topLevelMembers[index] == CompiledSelectors<Tree>.notCompiled {
            compiler.compileTopLevelMember(selectors[index], at: index)
        }
        swap(&compiler.output, &matcher.program)
        if matcher.program.usesMatchMemo && matcher.memo == nil { matcher.memo = MatchMemo() }
    }
}
