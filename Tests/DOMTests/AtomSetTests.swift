import DOM
import Testing

@Suite struct AtomSetTests {
    @Test func holdsExactlyItsMembers() {
        let set = AtomSet(names: ["html", "p", "rowspan", "wrap"])
        let members = KnownNames.all.filter { set.contains(Atom.predefined($0)) }
        #expect(members == ["html", "p", "rowspan", "wrap"])
    }

    @Test func namesThatAreNotPredefinedAreNeverMembers() {
        var table = AtomTable()
        let custom = table.intern("x-custom-element")
        let everything = AtomSet(KnownNames.all.map { Atom.predefined($0) })
        #expect(!everything.contains(custom))
        #expect(everything.contains(.p))
    }
}
