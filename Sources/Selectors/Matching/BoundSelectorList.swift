/// A ``SelectorList`` bound to one tree, ready to match: compile once, match many times.
///
/// Binding resolves the selector's names to the tree's tokens as they are at that moment.
/// If the tree later gains a name it did not have (a script sets a new attribute), bind
/// again: binding is cheap, and binding once per query is the simple, always-correct use.
///
/// The operations are the ones the DOM needs, with the DOM's meaning of `:scope`: the
/// element the method was called on, or `nil` when it was called on a document (then
/// `:scope` matches the root element, as in browsers) or on a fragment.
///
/// It holds the tree, so a tree that caches bound lists in itself makes a cycle; cache
/// the tree-independent ``SelectorList`` instead.
public struct BoundSelectorList<Tree: SelectorTree> {
    /// The tree the names were resolved in.
    public let tree: Tree

    /// The selector list this was bound from.
    public let selectorList: SelectorList

    /// The selectors compiled for `tree`.
    @usableFromInline let program: CompiledSelectors<Tree>

    init(tree: Tree, selectorList: SelectorList) {
        self.tree = tree
        self.selectorList = selectorList
        program = SelectorCompiler.compile(selectorList.selectors, for: tree)
    }

    /// The list bound to `tree` with selectors compiled before, for another tree that
    /// resolves every name of the list to the same token (``names``): compiling is
    /// skipped.
    public init(tree: Tree, selectorList: SelectorList, compiled: CompiledSelectorProgram<Tree>) {
        self.tree = tree
        self.selectorList = selectorList
        program = compiled.program
    }

    /// The compiled selectors, to bind the list to another tree without compiling again.
    public var compiledProgram: CompiledSelectorProgram<Tree> { CompiledSelectorProgram(program: program) }

    /// A matcher for a query whose `:scope` is `scope`.
    @inlinable
    func matcher(scope: Tree.Element?) -> SelectorMatcher<Tree> {
        SelectorMatcher(tree: tree, program: program, scope: scope)
    }

    /// Whether `element` matches the list: `Element.matches()`
    /// (https://dom.spec.whatwg.org/#dom-element-matches).
    @inlinable
    public func matches(_ element: Tree.Element, scope: Tree.Element?) -> Bool {
        matcher(scope: scope).matchesTopLevel(element)
    }

    /// Whether `element` matches the list's selector at `index` alone (the selectors in
    /// the order they were parsed): a style sheet's rules match one selector at a time.
    /// To match many, make one ``memberMatcher()`` and keep it.
    @inlinable
    public func matches(selectorAt index: Int, _ element: Tree.Element) -> Bool {
        matcher(scope: nil).matchesTopLevelMember(index, element)
    }

    /// A matcher for the list's selectors one at a time, made once and kept: each match
    /// then copies nothing.
    public func memberMatcher() -> SelectorMemberMatcher<Tree> {
        SelectorMemberMatcher(matcher: matcher(scope: nil))
    }

    /// A matcher for the selectors of `selectorList` one at a time, none compiled until
    /// ``SelectorMemberMatcher/compile(selectorsAt:)`` asks for it. Nothing is compiled now.
    public static func lazyMemberMatcher(tree: Tree, selectorList: SelectorList) -> SelectorMemberMatcher<Tree> {
        let program = SelectorCompiler<Tree>.uncompiled(count: selectorList.selectors.count)
        return SelectorMemberMatcher(
            matcher: SelectorMatcher(tree: tree, program: program, scope: nil), selectors: selectorList.selectors)
    }

    /// Whether the list's selector at `index` can match anything in this tree (it uses no
    /// name the tree lacks and no pseudo-element).
    public func canMatch(selectorAt index: Int) -> Bool {
        program.topLevelMembers[index] >= 0
    }

    /// The nearest inclusive ancestor of `element` that matches the list:
    /// `Element.closest()` (https://dom.spec.whatwg.org/#dom-element-closest).
    @inlinable
    public func closest(from element: Tree.Element, scope: Tree.Element?) -> Tree.Element? {
        let matcher = matcher(scope: scope)
        var current: Tree.Element? = element
        while let candidate = current {
            if matcher.matchesTopLevel(candidate) { return candidate }
            current = tree.parentElement(of: candidate)
        }
        return nil
    }

    /// The first descendant of `root`, in tree order, that matches the list:
    /// `querySelector()` (https://dom.spec.whatwg.org/#dom-parentnode-queryselector).
    @inlinable
    public func querySelector(in root: SearchRoot<Tree.Element>, scope: Tree.Element?) -> Tree.Element? {
        var found: Tree.Element?
        forEachMatch(in: root, scope: scope) { element in
            found = element
            return false
        }
        return found
    }

    /// The descendants of `root` that match the list, in tree order:
    /// `querySelectorAll()` (https://dom.spec.whatwg.org/#dom-parentnode-queryselectorall).
    @inlinable
    public func querySelectorAll(in root: SearchRoot<Tree.Element>, scope: Tree.Element?) -> [Tree.Element] {
        var found: [Tree.Element] = []
        forEachMatch(in: root, scope: scope) { element in
            found.append(element)
            return true
        }
        return found
    }

    /// Calls `body` with each descendant of `root` that matches the list, in tree order,
    /// until `body` returns `false`. The walk is iterative and allocates nothing.
    @inlinable
    public func forEachMatch(
        in root: SearchRoot<Tree.Element>, scope: Tree.Element?, _ body: (Tree.Element) -> Bool
    ) {
        guard !program.topLevel.isEmpty else { return }
        let matcher = matcher(scope: scope)
        let boundary: Tree.Element?
        var next: Tree.Element?
        switch root {
        case .element(let element):
            boundary = element
            next = tree.firstElementChild(of: element)
        case .documentOrFragment(let firstElementChild):
            boundary = nil
            next = firstElementChild
        }
        guard program.subjectLocalName >= 0 else {
            while let current = next {
                if matcher.matchesTopLevel(current) && !body(current) { return }
                next = tree.following(current, within: boundary)
            }
            return
        }
        // Every subject has the same type selector: only elements of that name are visited.
        let name = program.names[program.subjectLocalName]
        if let first = next, tree.localName(of: first) != name { next = tree.following(first, named: name, within: boundary) }
        while let current = next {
            if matcher.matchesTopLevel(current) && !body(current) { return }
            next = tree.following(current, named: name, within: boundary)
        }
    }
}

extension SelectorList {
    /// Binds the list to `tree`: compiles it with the tree's tokens for its names.
    public func bound<Tree: SelectorTree>(to tree: Tree) -> BoundSelectorList<Tree> {
        BoundSelectorList(tree: tree, selectorList: self)
    }
}

/// The compiled form of a selector list for one kind of tree, which a tree whose names
/// resolve to the same tokens can reuse (see ``BoundSelectorList/init(tree:selectorList:compiled:)``).
public struct CompiledSelectorProgram<Tree: SelectorTree>: @unchecked Sendable {
    let program: CompiledSelectors<Tree>
}

extension SelectorList {
    /// Every local name and attribute name the list uses, lowercased and as written: the
    /// names a compiled program looked up.
    public var names: Set<String> {
        var names: Set<String> = []
        forEachSimpleSelector { component in
            switch component {
            case .type(let name):
                names.insert(name.lowercased)
                names.insert(name.asWritten)
            case .attribute(let attribute):
                names.insert(attribute.name.lowercased)
                names.insert(attribute.name.asWritten)
            case .pseudoClass(.lang):
                names.insert("lang")
            default:
                break
            }
        }
        return names
    }

    /// What the list's selectors read of a tree, in one walk: the names they test, and
    /// which changes can change a match elsewhere than at the changed element and below.
    public var reads: SelectorReads {
        var reads = SelectorReads()
        forEachComplexSelector { selector in
            if selector.combinators.contains(where: { $0 == .nextSibling || $0 == .subsequentSibling }) {
                reads.attributeSiblings = max(reads.attributeSiblings, .following)
            }
            for compound in selector.compounds {
                for component in compound.components {
                    switch component {
                    case .attribute(let attribute): reads.attributes.insert(attribute.name.lowercased)
                    case .id(let id): reads.ids.insert(id)
                    case .className(let name): reads.classes.insert(name)
                    case .pseudoClass(.empty): reads.emptiness = true
                    case .pseudoClass(.has): reads.relatives = true
                    case .pseudoClass(.nth(let nth)) where nth.filter != nil:
                        // `of S` counts the siblings that match S: before the element for
                        // `:nth-child`, after it for `:nth-last-child`.
                        reads.attributeSiblings = max(reads.attributeSiblings, nth.kind == .child ? .following : .all)
                    default: break
                    }
                }
            }
        }
        return reads
    }

    /// Calls `body` with every complex selector of the list, those in the arguments of
    /// `:not()`, `:is()`, `:where()`, `:has()` and `:nth-*( of …)` included.
    func forEachComplexSelector(_ body: (ComplexSelector) -> Void) {
        var pending = selectors
        while let selector = pending.popLast() {
            body(selector)
            for compound in selector.compounds {
                for component in compound.components {
                    guard case .pseudoClass(let pseudoClass) = component else { continue }
                    switch pseudoClass {
                    case .not(let list), .has(let list), .matchesAny(let list, _): pending.append(contentsOf: list)
                    case .nth(let nth): pending.append(contentsOf: nth.filter ?? [])
                    default: break
                    }
                }
            }
        }
    }

    /// Calls `body` with every simple selector of the list, those in the arguments of
    /// `:not()`, `:is()`, `:where()`, `:has()` and `:nth-*( of …)` included.
    func forEachSimpleSelector(_ body: (SimpleSelector) -> Void) {
        forEachComplexSelector { selector in
            for compound in selector.compounds {
                for component in compound.components { body(component) }
            }
        }
    }
}
