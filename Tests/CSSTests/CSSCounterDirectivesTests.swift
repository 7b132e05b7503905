@testable import CSS
import Testing

/// `counter-reset`, `counter-increment` and `counter-set` as WebKit 2.50 reads them: the
/// specified value (`getPropertyValue` of a `style` attribute holding the declaration) and
/// the computed value (`getComputedStyle` of that element, whose parent sets none). The
/// expected values are the WebKit oracle's answers (`../shared/tools/webkit-oracle`).
///
/// https://drafts.csswg.org/css-lists-3/#counter-properties
@Suite struct CSSCounterDirectivesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let property: String
        let written: String
        /// "" when WebKit drops the declaration.
        let specified: String
        let computed: String
        init(_ property: String, _ written: String, specified: String, computed: String) {
            (self.property, self.written, self.specified, self.computed) = (property, written, specified, computed)
        }
        var testDescription: String { property + ": " + written }
    }

    static let cases: [Case] = [
        Case("counter-reset", "none", specified: "none", computed: "none"),
        Case("counter-reset", "sec", specified: "sec 0", computed: "sec 0"),
        Case("counter-reset", "sec 0", specified: "sec 0", computed: "sec 0"),
        Case("counter-reset", "sec 5", specified: "sec 5", computed: "sec 5"),
        Case("counter-reset", "sec -5", specified: "sec -5", computed: "sec -5"),
        Case("counter-reset", "sec 2147483647", specified: "sec 2147483647", computed: "sec 2147483647"),
        Case("counter-reset", "sec 2147483648", specified: "sec 2147483648", computed: "sec 2147483647"),
        Case("counter-reset", "sec 99999999999", specified: "sec 99999999999", computed: "sec 2147483647"),
        Case("counter-reset", "sec -2147483648", specified: "sec -2147483648", computed: "sec -2147483648"),
        Case("counter-reset", "sec -99999999999", specified: "sec -99999999999", computed: "sec -2147483648"),
        Case("counter-reset", "sec 1.5", specified: "", computed: "none"),
        Case("counter-reset", "sec 1e3", specified: "", computed: "none"),
        Case("counter-reset", "sec " + String(repeating: "9", count: 330), specified: "", computed: "none"),
        Case("counter-increment", "sec -" + String(repeating: "9", count: 330) + " b", specified: "", computed: "none"),
        Case("counter-reset", "sec +3", specified: "sec 3", computed: "sec 3"),
        Case("counter-reset", "a b c", specified: "a 0 b 0 c 0", computed: "c 0 a 0 b 0"),
        Case("counter-reset", "a 1 b 2 a 3", specified: "a 1 b 2 a 3", computed: "a 3 b 2"),
        Case("counter-reset", "a 1 a 2", specified: "a 1 a 2", computed: "a 2"),
        Case("counter-reset", "list-item", specified: "list-item 0", computed: "list-item 0"),
        Case("counter-reset", "list-item 3", specified: "list-item 3", computed: "list-item 3"),
        Case("counter-reset", "reversed(list-item)", specified: "", computed: "none"),
        Case("counter-reset", "reversed(list-item) 5", specified: "", computed: "none"),
        Case("counter-reset", "reversed(a)", specified: "", computed: "none"),
        Case("counter-reset", "reversed(a) -2", specified: "", computed: "none"),
        Case("counter-reset", "none a", specified: "", computed: "none"),
        Case("counter-reset", "a none", specified: "a 0 none 0", computed: "a 0 none 0"),
        Case("counter-reset", "5", specified: "", computed: "none"),
        Case("counter-reset", "\"a\"", specified: "", computed: "none"),
        Case("counter-reset", "a,b", specified: "", computed: "none"),
        Case("counter-reset", "A", specified: "A 0", computed: "A 0"),
        Case("counter-reset", "Sec 1", specified: "Sec 1", computed: "Sec 1"),
        Case("counter-reset", "default", specified: "", computed: "none"),
        Case("counter-reset", "initial 2", specified: "", computed: "none"),
        Case("counter-reset", "a calc(2)", specified: "a calc(2)", computed: "a 2"),
        Case("counter-reset", "a calc(2 + 3)", specified: "a calc(5)", computed: "a 5"),
        Case("counter-reset", "a calc(1.4)", specified: "a calc(1.4)", computed: "a 1"),
        Case("counter-reset", "a calc(99999999999)", specified: "a calc(99999999999)", computed: "a 2147483647"),
        Case("counter-increment", "none", specified: "none", computed: "none"),
        Case("counter-increment", "sec", specified: "sec 1", computed: "sec 1"),
        Case("counter-increment", "sec 0", specified: "sec 0", computed: "sec 0"),
        Case("counter-increment", "sec 5", specified: "sec 5", computed: "sec 5"),
        Case("counter-increment", "sec -5", specified: "sec -5", computed: "sec -5"),
        Case("counter-increment", "sec 2147483647", specified: "sec 2147483647", computed: "sec 2147483647"),
        Case("counter-increment", "sec 2147483648", specified: "sec 2147483648", computed: "sec 2147483647"),
        Case("counter-increment", "sec 99999999999", specified: "sec 99999999999", computed: "sec 2147483647"),
        Case("counter-increment", "sec -2147483648", specified: "sec -2147483648", computed: "sec -2147483648"),
        Case("counter-increment", "sec -99999999999", specified: "sec -99999999999", computed: "sec -2147483648"),
        Case("counter-increment", "sec 1.5", specified: "", computed: "none"),
        Case("counter-increment", "sec 1e3", specified: "", computed: "none"),
        Case("counter-increment", "sec +3", specified: "sec 3", computed: "sec 3"),
        Case("counter-increment", "a b c", specified: "a 1 b 1 c 1", computed: "c 1 a 1 b 1"),
        Case("counter-increment", "a 1 b 2 a 3", specified: "a 1 b 2 a 3", computed: "a 4 b 2"),
        Case("counter-increment", "a 1 a 2", specified: "a 1 a 2", computed: "a 3"),
        Case("counter-increment", "list-item", specified: "list-item 1", computed: "list-item 1"),
        Case("counter-increment", "list-item 3", specified: "list-item 3", computed: "list-item 3"),
        Case("counter-increment", "reversed(list-item)", specified: "", computed: "none"),
        Case("counter-increment", "reversed(list-item) 5", specified: "", computed: "none"),
        Case("counter-increment", "reversed(a)", specified: "", computed: "none"),
        Case("counter-increment", "reversed(a) -2", specified: "", computed: "none"),
        Case("counter-increment", "none a", specified: "", computed: "none"),
        Case("counter-increment", "a none", specified: "a 1 none 1", computed: "a 1 none 1"),
        Case("counter-increment", "5", specified: "", computed: "none"),
        Case("counter-increment", "\"a\"", specified: "", computed: "none"),
        Case("counter-increment", "a,b", specified: "", computed: "none"),
        Case("counter-increment", "A", specified: "A 1", computed: "A 1"),
        Case("counter-increment", "Sec 1", specified: "Sec 1", computed: "Sec 1"),
        Case("counter-increment", "default", specified: "", computed: "none"),
        Case("counter-increment", "initial 2", specified: "", computed: "none"),
        Case("counter-increment", "a calc(2)", specified: "a calc(2)", computed: "a 2"),
        Case("counter-increment", "a calc(2 + 3)", specified: "a calc(5)", computed: "a 5"),
        Case("counter-increment", "a calc(1.4)", specified: "a calc(1.4)", computed: "a 1"),
        Case("counter-increment", "a calc(99999999999)", specified: "a calc(99999999999)", computed: "a 2147483647"),
        Case("counter-set", "none", specified: "none", computed: "none"),
        Case("counter-set", "sec", specified: "sec 0", computed: "sec 0"),
        Case("counter-set", "sec 0", specified: "sec 0", computed: "sec 0"),
        Case("counter-set", "sec 5", specified: "sec 5", computed: "sec 5"),
        Case("counter-set", "sec -5", specified: "sec -5", computed: "sec -5"),
        Case("counter-set", "sec 2147483647", specified: "sec 2147483647", computed: "sec 2147483647"),
        Case("counter-set", "sec 2147483648", specified: "sec 2147483648", computed: "sec 2147483647"),
        Case("counter-set", "sec 99999999999", specified: "sec 99999999999", computed: "sec 2147483647"),
        Case("counter-set", "sec -2147483648", specified: "sec -2147483648", computed: "sec -2147483648"),
        Case("counter-set", "sec -99999999999", specified: "sec -99999999999", computed: "sec -2147483648"),
        Case("counter-set", "sec 1.5", specified: "", computed: "none"),
        Case("counter-set", "sec 1e3", specified: "", computed: "none"),
        Case("counter-set", "sec +3", specified: "sec 3", computed: "sec 3"),
        Case("counter-set", "a b c", specified: "a 0 b 0 c 0", computed: "c 0 a 0 b 0"),
        Case("counter-set", "a 1 b 2 a 3", specified: "a 1 b 2 a 3", computed: "a 3 b 2"),
        Case("counter-set", "a 1 a 2", specified: "a 1 a 2", computed: "a 2"),
        Case("counter-set", "list-item", specified: "list-item 0", computed: "list-item 0"),
        Case("counter-set", "list-item 3", specified: "list-item 3", computed: "list-item 3"),
        Case("counter-set", "reversed(list-item)", specified: "", computed: "none"),
        Case("counter-set", "reversed(list-item) 5", specified: "", computed: "none"),
        Case("counter-set", "reversed(a)", specified: "", computed: "none"),
        Case("counter-set", "reversed(a) -2", specified: "", computed: "none"),
        Case("counter-set", "none a", specified: "", computed: "none"),
        Case("counter-set", "a none", specified: "a 0 none 0", computed: "a 0 none 0"),
        Case("counter-set", "5", specified: "", computed: "none"),
        Case("counter-set", "\"a\"", specified: "", computed: "none"),
        Case("counter-set", "a,b", specified: "", computed: "none"),
        Case("counter-set", "A", specified: "A 0", computed: "A 0"),
        Case("counter-set", "Sec 1", specified: "Sec 1", computed: "Sec 1"),
        Case("counter-set", "default", specified: "", computed: "none"),
        Case("counter-set", "initial 2", specified: "", computed: "none"),
        Case("counter-set", "a calc(2)", specified: "a calc(2)", computed: "a 2"),
        Case("counter-set", "a calc(2 + 3)", specified: "a calc(5)", computed: "a 5"),
        Case("counter-set", "a calc(1.4)", specified: "a calc(1.4)", computed: "a 1"),
        Case("counter-set", "a calc(99999999999)", specified: "a calc(99999999999)", computed: "a 2147483647"),
        Case("counter-reset", "a 2147483647 a 1", specified: "a 2147483647 a 1", computed: "a 1"),
        Case("counter-reset", "a -2147483648 a -1", specified: "a -2147483648 a -1", computed: "a -1"),
        Case("counter-reset", "a 2147483647 a -1", specified: "a 2147483647 a -1", computed: "a -1"),
        Case("counter-reset", "a calc(1.5)", specified: "a calc(1.5)", computed: "a 2"),
        Case("counter-reset", "a calc(2.5)", specified: "a calc(2.5)", computed: "a 3"),
        Case("counter-reset", "a calc(-1.5)", specified: "a calc(-1.5)", computed: "a -1"),
        Case("counter-reset", "a calc(0.5)", specified: "a calc(0.5)", computed: "a 1"),
        Case("counter-reset", "a calc(-0.5)", specified: "a calc(-0.5)", computed: "a 0"),
        Case("counter-reset", "a 3.0", specified: "", computed: "none"),
        Case("counter-reset", "a inherit", specified: "", computed: "none"),
        Case("counter-reset", "a unset", specified: "", computed: "none"),
        Case("counter-reset", "a/**/1", specified: "a 1", computed: "a 1"),
        Case("counter-reset", "a -0", specified: "a 0", computed: "a 0"),
        Case("counter-reset", "a 00012", specified: "a 12", computed: "a 12"),
        Case("counter-reset", "a min(3, 5)", specified: "a calc(3)", computed: "a 3"),
        Case("counter-reset", "a calc(1e10)", specified: "a calc(10000000000)", computed: "a 2147483647"),
        Case("counter-reset", "a calc(2 * 3)", specified: "a calc(6)", computed: "a 6"),
        Case("counter-reset", "a calc(2px)", specified: "", computed: "none"),
        Case("counter-reset", "none none", specified: "", computed: "none"),
        Case("counter-reset", "a auto", specified: "a 0 auto 0", computed: "a 0 auto 0"),
        Case("counter-reset", "A a", specified: "A 0 a 0", computed: "a 0 A 0"),
        Case("counter-reset", "-a", specified: "-a 0", computed: "-a 0"),
        Case("counter-reset", "--a", specified: "--a 0", computed: "--a 0"),
        Case("counter-reset", "\\31 a", specified: "\\31 a 0", computed: "\\31 a 0"),
        Case("counter-reset", "a\\ b 2", specified: "a\\ b 2", computed: "a\\ b 2"),
        Case("counter-reset", "a 1 a", specified: "a 1 a 0", computed: "a 0"),
        Case("counter-reset", "b a", specified: "b 0 a 0", computed: "b 0 a 0"),
        Case("counter-reset", "x y z", specified: "x 0 y 0 z 0", computed: "x 0 y 0 z 0"),
        Case("counter-reset", "list-item a", specified: "list-item 0 a 0", computed: "a 0 list-item 0"),
        Case("counter-reset", "a 1 b 2 c 3 d 4 e 5 f 6 g 7 h 8 i 9", specified: "a 1 b 2 c 3 d 4 e 5 f 6 g 7 h 8 i 9", computed: "b 2 g 7 d 4 e 5 c 3 f 6 a 1 i 9 h 8"),
        Case("counter-increment", "a 2147483647 a 1", specified: "a 2147483647 a 1", computed: "a 2147483647"),
        Case("counter-increment", "a -2147483648 a -1", specified: "a -2147483648 a -1", computed: "a -2147483648"),
        Case("counter-increment", "a 2147483647 a -1", specified: "a 2147483647 a -1", computed: "a 2147483646"),
        Case("counter-increment", "a calc(1.5)", specified: "a calc(1.5)", computed: "a 2"),
        Case("counter-increment", "a calc(2.5)", specified: "a calc(2.5)", computed: "a 3"),
        Case("counter-increment", "a calc(-1.5)", specified: "a calc(-1.5)", computed: "a -1"),
        Case("counter-increment", "a calc(0.5)", specified: "a calc(0.5)", computed: "a 1"),
        Case("counter-increment", "a calc(-0.5)", specified: "a calc(-0.5)", computed: "a 0"),
        Case("counter-increment", "a 3.0", specified: "", computed: "none"),
        Case("counter-increment", "a inherit", specified: "", computed: "none"),
        Case("counter-increment", "a unset", specified: "", computed: "none"),
        Case("counter-increment", "a/**/1", specified: "a 1", computed: "a 1"),
        Case("counter-increment", "a -0", specified: "a 0", computed: "a 0"),
        Case("counter-increment", "a 00012", specified: "a 12", computed: "a 12"),
        Case("counter-increment", "a min(3, 5)", specified: "a calc(3)", computed: "a 3"),
        Case("counter-increment", "a calc(1e10)", specified: "a calc(10000000000)", computed: "a 2147483647"),
        Case("counter-increment", "a calc(2 * 3)", specified: "a calc(6)", computed: "a 6"),
        Case("counter-increment", "a calc(2px)", specified: "", computed: "none"),
        Case("counter-increment", "none none", specified: "", computed: "none"),
        Case("counter-increment", "a auto", specified: "a 1 auto 1", computed: "a 1 auto 1"),
        Case("counter-increment", "A a", specified: "A 1 a 1", computed: "a 1 A 1"),
        Case("counter-increment", "-a", specified: "-a 1", computed: "-a 1"),
        Case("counter-increment", "--a", specified: "--a 1", computed: "--a 1"),
        Case("counter-increment", "\\31 a", specified: "\\31 a 1", computed: "\\31 a 1"),
        Case("counter-increment", "a\\ b 2", specified: "a\\ b 2", computed: "a\\ b 2"),
        Case("counter-increment", "a 1 a", specified: "a 1 a 1", computed: "a 2"),
        Case("counter-increment", "b a", specified: "b 1 a 1", computed: "b 1 a 1"),
        Case("counter-increment", "x y z", specified: "x 1 y 1 z 1", computed: "x 1 y 1 z 1"),
        Case("counter-increment", "list-item a", specified: "list-item 1 a 1", computed: "a 1 list-item 1"),
        Case("counter-increment", "a 1 b 2 c 3 d 4 e 5 f 6 g 7 h 8 i 9", specified: "a 1 b 2 c 3 d 4 e 5 f 6 g 7 h 8 i 9", computed: "b 2 g 7 d 4 e 5 c 3 f 6 a 1 i 9 h 8"),
        Case("counter-set", "a 2147483647 a 1", specified: "a 2147483647 a 1", computed: "a 1"),
        Case("counter-set", "a -2147483648 a -1", specified: "a -2147483648 a -1", computed: "a -1"),
        Case("counter-set", "a 2147483647 a -1", specified: "a 2147483647 a -1", computed: "a -1"),
        Case("counter-set", "a calc(1.5)", specified: "a calc(1.5)", computed: "a 2"),
        Case("counter-set", "a calc(2.5)", specified: "a calc(2.5)", computed: "a 3"),
        Case("counter-set", "a calc(-1.5)", specified: "a calc(-1.5)", computed: "a -1"),
        Case("counter-set", "a calc(0.5)", specified: "a calc(0.5)", computed: "a 1"),
        Case("counter-set", "a calc(-0.5)", specified: "a calc(-0.5)", computed: "a 0"),
        Case("counter-set", "a 3.0", specified: "", computed: "none"),
        Case("counter-set", "a inherit", specified: "", computed: "none"),
        Case("counter-set", "a unset", specified: "", computed: "none"),
        Case("counter-set", "a/**/1", specified: "a 1", computed: "a 1"),
        Case("counter-set", "a -0", specified: "a 0", computed: "a 0"),
        Case("counter-set", "a 00012", specified: "a 12", computed: "a 12"),
        Case("counter-set", "a min(3, 5)", specified: "a calc(3)", computed: "a 3"),
        Case("counter-set", "a calc(1e10)", specified: "a calc(10000000000)", computed: "a 2147483647"),
        Case("counter-set", "a calc(2 * 3)", specified: "a calc(6)", computed: "a 6"),
        Case("counter-set", "a calc(2px)", specified: "", computed: "none"),
        Case("counter-set", "none none", specified: "", computed: "none"),
        Case("counter-set", "a auto", specified: "a 0 auto 0", computed: "a 0 auto 0"),
        Case("counter-set", "A a", specified: "A 0 a 0", computed: "a 0 A 0"),
        Case("counter-set", "-a", specified: "-a 0", computed: "-a 0"),
        Case("counter-set", "--a", specified: "--a 0", computed: "--a 0"),
        Case("counter-set", "\\31 a", specified: "\\31 a 0", computed: "\\31 a 0"),
        Case("counter-set", "a\\ b 2", specified: "a\\ b 2", computed: "a\\ b 2"),
        Case("counter-set", "a 1 a", specified: "a 1 a 0", computed: "a 0"),
        Case("counter-set", "b a", specified: "b 0 a 0", computed: "b 0 a 0"),
        Case("counter-set", "x y z", specified: "x 0 y 0 z 0", computed: "x 0 y 0 z 0"),
        Case("counter-set", "list-item a", specified: "list-item 0 a 0", computed: "a 0 list-item 0"),
        Case("counter-set", "a 1 b 2 c 3 d 4 e 5 f 6 g 7 h 8 i 9", specified: "a 1 b 2 c 3 d 4 e 5 f 6 g 7 h 8 i 9", computed: "b 2 g 7 d 4 e 5 c 3 f 6 a 1 i 9 h 8"),
    ]

    /// Where this engine still differs from WebKit, with why (by ``Case/testDescription``).
    static let knownDifferences: [String: String] = [:]

    @Test(arguments: cases)
    func specifiedValueIsWebKits(_ testCase: Case) {
        let block = CSSDeclarationBlock(parsing: testCase.property + ": " + testCase.written)
        #expect(block.value(of: testCase.property) == testCase.specified)
    }

    @Test(arguments: cases)
    func computedValueIsWebKits(_ testCase: Case) {
        let property = CSSProperty(named: testCase.property)!
        let block = CSSDeclarationBlock(parsing: testCase.property + ": " + testCase.written)
        // A dropped declaration leaves the initial value, `none`.
        let computed = switch block.value(of: testCase.property) {
        case "", "none": "none"
        case let specified: CSSCounterDirectives.computed(specified, for: property)
        }
        if let reason = Self.knownDifferences[testCase.testDescription] {
            withKnownIssue(Comment(rawValue: reason)) { #expect(computed == testCase.computed) }
        } else {
            #expect(computed == testCase.computed)
        }
    }

    /// 60 random lists of 2 to 40 names (`counter-reset: …`) and the order WebKit 2.50's
    /// `getComputedStyle` lists them in: its hash table's.
    static let orders: [(String, String)] = [
        ("m be-IgxLd gcfBA h r b-K", "r be-IgxLd gcfBA h b-K m"),
        ("u sdKLzdoc esAjI", "u sdKLzdoc esAjI"),
        ("jJ-Rl s umxgJ", "jJ-Rl s umxgJ"),
        ("s t p rBXuDLDx hY w hfKtHFvUCsMe q fWv bQe rKY-uvSwMFLZ c_f pS cdUStPKR osTyQwbDwkNh bnX", "rBXuDLDx bQe hY fWv w pS osTyQwbDwkNh hfKtHFvUCsMe rKY-uvSwMFLZ cdUStPKR bnX p s t q c_f"),
        ("x m pfk mJr n", "x pfk n mJr m"),
        ("iTAwR hjf e v a slq aj rxN kiSGN vVdDXRZJ mzz p mdmenCkh td eIgxN c gNyjOqwMxEhh pDEEtfjgVvVq wkH g ljSIb qtPfSqHxkwXo rXGvO t zWmZp-zVZomH", "rXGvO g eIgxN e hjf mdmenCkh v slq td p aj c rxN gNyjOqwMxEhh pDEEtfjgVvVq mzz vVdDXRZJ ljSIb wkH iTAwR kiSGN t a qtPfSqHxkwXo zWmZp-zVZomH"),
        ("xb z pq w lCZUw co h gvn", "co xb gvn lCZUw w pq h z"),
        ("t_aEP zP v m wWmElBYOvfZU ozV x f", "v x t_aEP f ozV wWmElBYOvfZU zP m"),
        ("e oZPjN tEQwjJJibaZU", "oZPjN tEQwjJJibaZU e"),
        ("q eBm-nbqn qp suqIA_idVwDQ qA-Gi eHGbC fMaXZjljENUh buRHH pYXgJ h i y rbW", "qp buRHH qA-Gi fMaXZjljENUh y pYXgJ suqIA_idVwDQ rbW eHGbC i h q eBm-nbqn"),
        ("o tG qmSrC rZEGp qqJm_CiA m keQ n g jYhXjTPQ eq x fQ_ f nGzvAmwu av oCTby qN qe z d i bX e-BR-qzjIGKF kfrdZSlB u cM heqhDavJArNi q hhkqdlmt jHWnsCGR zb ba rmGEp dQ- nQFI_zGt govm_TUO b_ a iBkdfQ_y", "kfrdZSlB rZEGp g qmSrC dQ- rmGEp tG qqJm_CiA keQ hhkqdlmt f bX m nGzvAmwu x jHWnsCGR iBkdfQ_y u q z govm_TUO nQFI_zGt n eq av qe qN fQ_ heqhDavJArNi zb e-BR-qzjIGKF oCTby b_ cM d o jYhXjTPQ a i ba"),
        ("vsMpS bD f oa lv kpctn fa mf iGP h yafq- e scz j uo s yjQTY mWuUF tPjc-_TG nUSZGiHW s_-Zb vLZTRSPofbci lgy_CJdO u vpFqa", "oa vLZTRSPofbci e vpFqa f fa kpctn scz mWuUF mf yjQTY vsMpS u nUSZGiHW lgy_CJdO j bD uo lv iGP s_-Zb yafq- s tPjc-_TG h"),
        ("cVGIfQHeVVEq cqpUWnoVPDFy p jXcNOPme evqPV jNKiaEdF vg gRFsTHsD", "cqpUWnoVPDFy gRFsTHsD p vg cVGIfQHeVVEq jXcNOPme jNKiaEdF evqPV"),
        ("yhJ j p c-G iyn c cjVHq eM", "eM cjVHq c-G p iyn c yhJ j"),
        ("qrhTxoFF aka vCz xj lyu k k_zhmTaVsqxe mLe nW br b vsOjprBGumXx nbZWOzJJnUfd nCNWiPsF r f nvs iV uqzPptEJ mhkPkenG pJoCvWCBiJmp rf hx zK a", "aka nvs iV lyu f xj mhkPkenG nW r vsOjprBGumXx vCz rf nbZWOzJJnUfd zK qrhTxoFF mLe br k_zhmTaVsqxe b pJoCvWCBiJmp k hx uqzPptEJ a nCNWiPsF"),
        ("nyAVHnyrvWdF sx v qOYnf hy uCB ai n yZELFaez qDCpYgojjHRg xSPWDfJXcaYi s u jiOqHOBS dgetHLmyqoYM a", "n nyAVHnyrvWdF yZELFaez qDCpYgojjHRg hy v xSPWDfJXcaYi jiOqHOBS uCB qOYnf u dgetHLmyqoYM s ai a sx"),
        ("or u_ p hJpbA utdbmFRP cqo nxoFcSvT lRz a jVGenFmtX-mo", "lRz nxoFcSvT jVGenFmtX-mo p cqo utdbmFRP hJpbA or u_ a"),
        ("i jgNFNloFAQdM m g t n w f", "n g jgNFNloFAQdM t w i f m"),
        ("wuU c k f qVDctQUy lvCkgafrfwAh ynywX", "qVDctQUy lvCkgafrfwAh k wuU c f ynywX"),
        ("zB b pmxICmux pbOApZOX byc cZd gV t lr tc xT krtaUWMZ cb-ogETD mYqB-FiFlaZV wX k kDxYYMfGmzWk n u p rukBg i cngAF oloiADNR x", "krtaUWMZ kDxYYMfGmzWk cngAF lr pbOApZOX oloiADNR wX rukBg x p byc gV pmxICmux u n xT mYqB-FiFlaZV tc cb-ogETD b cZd k t i zB"),
        ("yQWhX_ssrKrx xq o f h j guezq q hPZgP bga", "guezq bga hPZgP o yQWhX_ssrKrx f xq h q j"),
        ("h_CxcsohdmM- gexGl tqX vagOMTNwncxv b i t un-a-uAR", "h_CxcsohdmM- vagOMTNwncxv b tqX un-a-uAR gexGl t i"),
        ("t cn z rEe dYz rjOIfPkz", "rEe dYz t rjOIfPkz cn z"),
        ("ns jAdtVKwA aXZ um xzn n c sxD fiadJjPZzfKN xG e jk fegyF zYZmti_cEudM mfTNS-kO hNzNm_ElKncz", "jk n zYZmti_cEudM e jAdtVKwA aXZ fiadJjPZzfKN um ns xzn fegyF hNzNm_ElKncz c sxD xG mfTNS-kO"),
        ("m dj x gcJ_WRcQ_uhy oJOXt ntLpByQx qCl a pDpCW y-D_l", "y-D_l x qCl dj pDpCW oJOXt gcJ_WRcQ_uhy a ntLpByQx m"),
        ("mge l lfZ qGQ b efUuXUGf y mPYib cNUS-hmiFsZY v xoe_wNWqkuNr ojqGEnLqNGpu bm m u vu fYY dX bOxCJ sSgqI", "mge sSgqI ojqGEnLqNGpu l mPYib dX vu y efUuXUGf m v bm fYY b qGQ xoe_wNWqkuNr lfZ u cNUS-hmiFsZY bOxCJ"),
        ("mVZxqyxKjxvW o f xds-H jO sQuUaVcojsNO nGx e hNP a ltgHw hALtL g", "xds-H hNP hALtL ltgHw g e f jO mVZxqyxKjxvW sQuUaVcojsNO nGx o a"),
        ("pkiaZ w o c eQYrzZqa u", "pkiaZ o c w u eQYrzZqa"),
        ("lMPLC qUFpk b r m h daNJQmjAmHMP uPA-N q ct bUYETIay nVDfVPClogqo bhvVSqTd uJ nRYHqsPn f h_ gkVumyvM uSQ_IEE_HSab xoK zn tLe fjcbh t l", "h_ f daNJQmjAmHMP xoK m fjcbh uPA-N nRYHqsPn r uSQ_IEE_HSab bUYETIay q lMPLC l tLe qUFpk ct zn b uJ bhvVSqTd t gkVumyvM h nVDfVPClogqo"),
        ("abciSPOc cVceLWxm rQeWTygpnnhc", "rQeWTygpnnhc cVceLWxm abciSPOc"),
        ("zWOf-WOOsEgi z", "zWOf-WOOsEgi z"),
        ("gsuvBqbw jd yxuXMGEs xbYAb qXg pT r gT-fK jkBaHmsWWdaw dFS fFLw_GqKks-n hFkhOXfF wJYgOuwgzzVf ubx j nI fyOoD ySWMP l kHj_C", "qXg xbYAb ySWMP l fyOoD jkBaHmsWWdaw dFS pT gT-fK fFLw_GqKks-n jd nI kHj_C yxuXMGEs r wJYgOuwgzzVf j hFkhOXfF gsuvBqbw ubx"),
        ("xukDC yqLoivDP hGmrtWT- tjUjpUuMHwkp gq dkQgmyjj jUtBrmgOgrny baz zBSoGOsDbjqM maVpBSKL uAoQUPXP soRlPhDB iO", "dkQgmyjj iO maVpBSKL hGmrtWT- gq jUtBrmgOgrny soRlPhDB zBSoGOsDbjqM uAoQUPXP baz tjUjpUuMHwkp yqLoivDP xukDC"),
        ("n z wTO i nEDbNAHRQlPu ay_FgcqInkTY q dK rnT qbO lHvAVDnRlzGW x lOdqr mda uSR sq", "wTO z n sq lOdqr rnT ay_FgcqInkTY mda uSR x nEDbNAHRQlPu qbO lHvAVDnRlzGW q dK i"),
        ("j mHoZzDnk y", "j mHoZzDnk y"),
        ("zOmEPJUo-jwQ z-ADsWJP y", "z-ADsWJP y zOmEPJUo-jwQ"),
        ("lYo wy iBRlEaZU iwpPtuEFBNOf ljtydf-K zi lOLaQ g u iM s h y lYj m rkNSMYfQJYO_ gF gHfV_CQh dqAo- p rdE eSF r xak_u wKF", "lYo ljtydf-K g rdE xak_u y m iBRlEaZU wy iM r u wKF p dqAo- zi rkNSMYfQJYO_ lYj eSF lOLaQ iwpPtuEFBNOf gHfV_CQh gF s h"),
        ("ox nRe u uP a bRVvZ q pWj g nOivgQxv yHJ gsBvBqJd-ssw pzvGrGwnPFYh", "pzvGrGwnPFYh g nRe pWj nOivgQxv gsBvBqJd-ssw bRVvZ ox uP u yHJ a q"),
        ("k jiLOfYcz rzIKdztg b p yQdYG", "yQdYG b p k rzIKdztg jiLOfYcz"),
        ("tyNjO wSMRfncQ oOWlgQlc ygP l eYtJTqtlAcub sPL p qc-hX nKSzCeaRyMLQ nJgfPEnjOaBa v dfnhiEbr spCUVldx xTSjUWfsOJTF vqd badaPR-N m jU f_FMd lK oERkjZhx fOZAEyXY iYW ksrdN wZ-MvMUa eM_tLBpyyRyM hZCsSauqrBkL yYcs_jZKjrZZ vXFwI r pZymY xotMdRzDTnqL aYyDIfIZwXeo sHq quEGLmmnmflZ jxKKwzXH epcFxgxODYfj tb iH", "xTSjUWfsOJTF sPL wZ-MvMUa qc-hX hZCsSauqrBkL sHq wSMRfncQ iYW quEGLmmnmflZ nJgfPEnjOaBa v m badaPR-N p eM_tLBpyyRyM nKSzCeaRyMLQ r vqd yYcs_jZKjrZZ spCUVldx fOZAEyXY f_FMd tyNjO jxKKwzXH dfnhiEbr oOWlgQlc ksrdN aYyDIfIZwXeo l tb xotMdRzDTnqL jU oERkjZhx iH pZymY epcFxgxODYfj lK ygP eYtJTqtlAcub vXFwI"),
        ("d g sFLKnqXrBgCX tiq_c gl cbd r wD cMO dTf kK u", "cMO dTf g wD cbd sFLKnqXrBgCX tiq_c d r u kK gl"),
        ("qzlCkxpU f i", "f i qzlCkxpU"),
        ("r b zG xPWEdgju amRVtLLCWPgE lq", "b amRVtLLCWPgE lq r zG xPWEdgju"),
        ("l mkC z v o gZck_oeN lViXCgy_bOeC", "v gZck_oeN l lViXCgy_bOeC o mkC z"),
        ("hE u ev x f oJjCjrAA", "x hE u f ev oJjCjrAA"),
        ("a s_ kZ i", "a s_ i kZ"),
        ("k phj bOYQn p_shq gxBqppgysAkd xsjObCZGvGiC z qslxBcAnrKli", "xsjObCZGvGiC phj qslxBcAnrKli gxBqppgysAkd bOYQn k p_shq z"),
        ("q hTlmMf_fMUFW fn t wOZmLtma w qA_UdHZw j_ pfaAWEiQ hl lckSx tawHC chwTp kXTyKWdsgUFC aHZIi h fkgtq abgSV i sDHpSCgw dTlcrhDFLGWr d m r hojQK", "pfaAWEiQ w fn m wOZmLtma j_ kXTyKWdsgUFC r lckSx q qA_UdHZw chwTp hl hojQK tawHC abgSV sDHpSCgw dTlcrhDFLGWr fkgtq d aHZIi t i h hTlmMf_fMUFW"),
        ("mk-bOySA tHczd lvzp_vTB_KZu mJduHjRwpBQO l q c nm", "lvzp_vTB_KZu nm mJduHjRwpBQO l c tHczd mk-bOySA q"),
        ("aoiAzXDO z b uNrRNrOIZcNg dH n dt uk qrfDL eChGi", "aoiAzXDO qrfDL n b uk dt eChGi uNrRNrOIZcNg dH z"),
        ("nK ip cVIs_DNS hPymJ lDJtNEE- ap hm ryLza fp ru isn bX f cMwCQ q owV dHoRVjAvQwiR t i-_Hg xWErYOTO eAgaAXJL p sjA zrNMhyCSDsUw lz rMyPu z pyCtlItZ n mLof- k_ hunBa b sF rX rN q-H vByDwcMR oa cHogAxGz", "oa hm ap zrNMhyCSDsUw ru dHoRVjAvQwiR f ryLza owV bX lz isn p fp rMyPu cMwCQ xWErYOTO nK hPymJ q z cVIs_DNS lDJtNEE- n mLof- k_ pyCtlItZ sF rN eAgaAXJL b hunBa i-_Hg rX cHogAxGz t ip q-H sjA vByDwcMR"),
        ("sjmAF oXN kSHV- f kx j fhPsS qA fHs-GnGm fdO tgwKO xcSAaYat wJatz_gL", "kx fHs-GnGm f sjmAF oXN fdO wJatz_gL qA kSHV- fhPsS xcSAaYat j tgwKO"),
        ("amlFXJKr uIGjKmAMhjkH", "uIGjKmAMhjkH amlFXJKr"),
        ("dbgek p-DNB zdPaRXLujTpw fc ug sewmCNybdozL bCdNppockLlu o nM pe v vTL n mT aYp f l fas rxh ry", "bCdNppockLlu n zdPaRXLujTpw ry l vTL pe ug sewmCNybdozL f rxh aYp v fc mT nM dbgek o fas p-DNB"),
        ("ueh lJp gDs hB i avZjpTif", "gDs ueh lJp hB i avZjpTif"),
        ("r_ eJCD_YZpkxwn myOLntEG h", "h r_ myOLntEG eJCD_YZpkxwn"),
        ("viT tC lIpzM giWhR cIrVX mbQTKjtayTfS y humQgeJxZGWt c jfosi-Tz lz oXOOirlbxRZQ lAbQTSDp mwOglshrMUoT bzcMkBmW ey bJtOOlK_ s wHq vRK ah yXPscLMSdpRh z gX xf", "jfosi-Tz ey lAbQTSDp mwOglshrMUoT mbQTKjtayTfS bzcMkBmW lz y ah cIrVX oXOOirlbxRZQ c vRK yXPscLMSdpRh humQgeJxZGWt z wHq lIpzM viT gX giWhR s tC bJtOOlK_ xf"),
        ("xzVN_orH l ovS xS__O oGdRSnBR yiFWm w", "xzVN_orH yiFWm ovS l xS__O w oGdRSnBR"),
        ("rqlIkXOpIqpd l nf u ei wFQEpTpa wCiPw jiTjLKpv dJBWkRQj o_Xz_ d jaxFncdr gh jChkuCDK jk ccaDW cVT xK dP nFm ruawfPsONUPS up e abXz_jsx vkgYU", "dJBWkRQj wCiPw ruawfPsONUPS e o_Xz_ wFQEpTpa vkgYU ccaDW jiTjLKpv u jChkuCDK jaxFncdr up jk abXz_jsx gh l dP nf cVT xK nFm d ei rqlIkXOpIqpd"),
        ("xN ml luoxiJx_ ipdcgKZO-Tzd p pUk tL cjSokiCO ccC gnU ac t_YGBjseQdGT keC v fUkysaCZKRwK r qD rOj tNf zdURvMQtKKAx vPi kH amoRVCSf lJLAx hKCzq", "qD fUkysaCZKRwK luoxiJx_ v tNf ml t_YGBjseQdGT p kH ac r ccC cjSokiCO tL rOj xN keC zdURvMQtKKAx lJLAx vPi ipdcgKZO-Tzd amoRVCSf hKCzq pUk gnU"),
    ]

    @Test(arguments: orders)
    func namesAreInWebKitsHashTableOrder(_ written: String, _ expected: String) {
        let names = written.split(separator: " ").map(String.init)
        #expect(CSSCounterDirectives.hashTableOrder(names).joined(separator: " ") == expected)
    }

    /// `c0 c1 … c1099`: a table past 1,024 buckets, in WebKit 2.50's order (by name number).
    static let largeTableOrder = [79, 172, 332, 129, 1, 123, 965, 313, 930, 328, 798, 725, 207, 501, 1037, 746, 1076, 803, 1065, 427, 887, 428, 969, 1005, 1070, 431, 200, 162, 518, 320, 539, 647, 40, 116, 823, 914, 38, 189, 1029, 861, 963, 256, 896, 789, 854, 387, 370, 61, 753, 1071, 734, 185, 351, 420, 632, 477, 570, 1027, 688, 1052, 918, 640, 96, 290, 1056, 363, 555, 453, 466, 114, 800, 379, 448, 747, 421, 769, 41, 188, 194, 752, 140, 42, 292, 353, 239, 699, 178, 601, 822, 452, 860, 657, 566, 607, 382, 132, 578, 72, 232, 1051, 530, 113, 560, 687, 1026, 706, 627, 819, 137, 176, 216, 812, 130, 223, 893, 579, 755, 271, 426, 171, 730, 890, 287, 871, 100, 106, 515, 820, 676, 1047, 660, 18, 17, 258, 447, 192, 727, 534, 958, 547, 537, 288, 349, 83, 414, 773, 398, 102, 857, 489, 160, 54, 257, 584, 422, 301, 170, 1069, 60, 1017, 268, 43, 916, 193, 281, 553, 872, 548, 211, 648, 684, 697, 589, 831, 953, 1013, 671, 984, 133, 1043, 64, 874, 973, 961, 469, 538, 888, 168, 411, 544, 315, 763, 911, 618, 686, 246, 835, 1044, 177, 304, 309, 182, 1099, 864, 705, 594, 214, 750, 891, 84, 4, 181, 499, 766, 488, 815, 895, 1083, 764, 296, 905, 503, 88, 988, 74, 146, 974, 338, 228, 850, 267, 587, 556, 947, 1042, 270, 39, 340, 245, 152, 483, 305, 629, 402, 757, 694, 148, 434, 572, 240, 73, 191, 704, 761, 828, 58, 451, 373, 519, 708, 206, 66, 149, 950, 333, 915, 119, 221, 994, 352, 282, 877, 1086, 938, 590, 962, 242, 859, 602, 2, 884, 790, 208, 361, 810, 508, 97, 620, 460, 209, 326, 435, 403, 277, 1002, 27, 624, 15, 754, 1094, 825, 62, 118, 666, 226, 771, 674, 597, 1040, 536, 797, 358, 0, 108, 344, 46, 636, 514, 885, 599, 87, 493, 506, 198, 621, 372, 432, 847, 443, 1036, 1024, 719, 396, 976, 865, 672, 262, 1015, 830, 1016, 509, 948, 677, 1007, 735, 291, 56, 531, 230, 101, 471, 389, 442, 608, 907, 474, 165, 299, 336, 897, 6, 317, 561, 774, 1008, 635, 505, 1011, 1031, 826, 68, 997, 390, 175, 524, 1050, 425, 702, 639, 294, 922, 419, 316, 205, 449, 829, 319, 663, 199, 899, 279, 510, 595, 331, 1022, 85, 999, 1062, 109, 998, 552, 912, 917, 565, 53, 1048, 145, 404, 545, 169, 261, 983, 751, 650, 461, 37, 783, 700, 804, 80, 215, 1060, 568, 821, 311, 956, 410, 960, 808, 782, 502, 1068, 1018, 303, 34, 533, 944, 664, 741, 480, 67, 1066, 689, 413, 898, 839, 1028, 989, 1045, 990, 867, 244, 276, 1025, 540, 1089, 3, 528, 20, 155, 486, 665, 362, 573, 440, 23, 24, 972, 875, 1041, 298, 468, 98, 378, 596, 714, 733, 131, 880, 574, 760, 978, 495, 955, 385, 571, 201, 843, 851, 1093, 722, 1035, 717, 879, 227, 809, 1096, 412, 520, 48, 762, 393, 10, 945, 384, 249, 159, 14, 273, 63, 968, 346, 367, 513, 91, 1084, 712, 81, 780, 22, 220, 321, 167, 150, 478, 1085, 110, 450, 134, 971, 909, 392, 931, 25, 507, 923, 832, 1075, 848, 523, 285, 439, 355, 445, 1090, 166, 467, 269, 856, 600, 253, 903, 157, 343, 749, 526, 582, 498, 1074, 643, 433, 768, 900, 770, 818, 927, 465, 695, 30, 1067, 322, 644, 580, 55, 691, 949, 125, 203, 454, 492, 863, 283, 47, 124, 667, 265, 679, 1039, 772, 941, 247, 26, 1088, 293, 1054, 138, 567, 1021, 1038, 853, 366, 698, 274, 405, 473, 487, 334, 977, 731, 1034, 284, 415, 1053, 775, 229, 82, 554, 842, 611, 103, 992, 250, 399, 710, 153, 724, 716, 75, 1081, 128, 685, 511, 497, 9, 592, 792, 651, 94, 633, 966, 852, 218, 661, 339, 400, 811, 212, 65, 1006, 653, 19, 980, 921, 569, 76, 742, 236, 756, 1046, 739, 788, 135, 703, 92, 1030, 906, 935, 744, 838, 112, 318, 940, 297, 1010, 70, 622, 541, 549, 786, 12, 49, 1064, 504, 312, 217, 202, 946, 765, 767, 649, 50, 681, 985, 1077, 784, 991, 44, 386, 623, 173, 481, 846, 143, 659, 1014, 151, 894, 307, 107, 542, 841, 726, 833, 225, 154, 866, 849, 868, 1009, 720, 337, 243, 289, 670, 348, 521, 801, 805, 920, 33, 709, 99, 29, 588, 78, 970, 224, 925, 496, 423, 475, 142, 558, 300, 612, 982, 529, 164, 28, 794, 692, 456, 527, 1095, 52, 7, 777, 516, 235, 16, 870, 690, 36, 995, 824, 967, 266, 161, 179, 606, 374, 375, 993, 532, 793, 77, 881, 543, 174, 1012, 701, 1019, 732, 996, 139, 1092, 609, 482, 365, 813, 111, 141, 436, 638, 759, 314, 728, 954, 184, 327, 603, 455, 928, 31, 479, 642, 470, 836, 937, 551, 577, 1058, 380, 957, 827, 472, 286, 444, 598, 248, 781, 391, 586, 713, 156, 484, 625, 951, 458, 591, 357, 462, 512, 324, 919, 882, 408, 668, 707, 494, 1073, 738, 795, 1078, 8, 575, 952, 476, 616, 806, 196, 862, 395, 855, 585, 238, 437, 693, 807, 910, 369, 634, 1087, 264, 120, 272, 1023, 617, 280, 13, 459, 723, 696, 654, 729, 364, 86, 158, 57, 360, 656, 122, 715, 233, 409, 354, 814, 254, 869, 892, 979, 295, 1001, 987, 310, 652, 778, 204, 231, 463, 117, 745, 325, 90, 858, 1004, 876, 345, 11, 359, 628, 631, 975, 604, 926, 485, 190, 673, 259, 71, 32, 195, 675, 1000, 121, 743, 564, 275, 593, 924, 335, 105, 441, 302, 1080, 680, 210, 5, 464, 613, 278, 388, 1049, 381, 740, 446, 655, 785, 222, 1020, 619, 802, 251, 844, 682, 197, 45, 237, 1055, 126, 416, 630, 21, 641, 356, 219, 883, 939, 376, 377, 736, 401, 1082, 936, 255, 610, 669, 104, 147, 418, 213, 816, 904, 748, 263, 163, 1059, 942, 330, 308, 490, 252, 127, 1098, 929, 646, 1079, 180, 845, 115, 886, 559, 429, 371, 1097, 878, 550, 186, 136, 525, 614, 1072, 934, 799, 241, 626, 1032, 576, 562, 383, 889, 183, 837, 417, 932, 341, 840, 981, 581, 1091, 583, 546, 873, 787, 645, 1003, 95, 1061, 557, 779, 959, 817, 563, 35, 306, 522, 908, 51, 89, 397, 93, 394, 791, 662, 1063, 776, 605, 901, 347, 342, 718, 796, 943, 407, 500, 902, 737, 913, 187, 144, 933, 234, 517, 658, 758, 678, 424, 329, 69, 323, 615, 721, 430, 964, 683, 834, 260, 438, 350, 59, 986, 1057, 457, 637, 711, 535, 1033, 368, 491, 406]

    @Test func aLargeTableIsInWebKitsOrder() {
        let names = (0..<1100).map { "c\($0)" }
        #expect(CSSCounterDirectives.hashTableOrder(names) == Self.largeTableOrder.map { "c\($0)" })
    }
}
