import Testing

/// Every property of the common objects, set to extreme and odd values, is set or throws:
/// nothing traps (a number too large for an integer, a symbol, an object whose `toString`
/// throws).
@Suite struct PropertyExtremesTests {
    @Test(arguments: ArgumentExtremesTests.targets)
    func oddValuesNeverTrap(target: String) throws {
        let fixture = try RealmFixture(ArgumentExtremesTests.page)
        let result = fixture.evaluate("""
            (function () {
              \(ArgumentExtremesTests.memberNamesFunction)
              var skip = { location: 1, href: 1, hash: 1, pathname: 1, search: 1, host: 1, hostname: 1, port: 1, protocol: 1 };
              var values = [1e20, -1e20, NaN, Infinity, -0, 4294967297, -1, '', 'x'.repeat(1000), null, undefined,
                { toString: function () { throw new Error('no'); } }, Symbol('s'), [], {}, true];
              var object = \(target);
              var names = memberNames(object);
              var sets = 0;
              for (var name in names) {
                if (skip.hasOwnProperty(name) || name === '__proto__' || name === 'constructor') continue;
                values.forEach(function (value) {
                  try { object[name] = value; } catch (e) {}
                  try { void object[name]; } catch (e) {}
                  sets++;
                });
              }
              return 'set ' + sets;
            })()
            """)
        #expect(result.hasPrefix("set ") && result != "set 0", "\(result)")
    }
}
