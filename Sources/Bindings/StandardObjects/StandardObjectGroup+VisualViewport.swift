extension StandardObjectGroup {
    /// `visualViewport`: the session's viewport, never zoomed or scrolled (there is no
    /// layout to scroll), so its size is `innerWidth` × `innerHeight`, its offsets 0 and
    /// its scale 1, and its `resize` and `scroll` events never fire. Values as WebKit gives
    /// them for the same window size.
    ///
    /// https://drafts.csswg.org/cssom-view/#the-visualviewport-interface
    static let visualViewportSource = #"""
        (function (native, shared) {
          "use strict";
          const { EventTarget } = shared;
          const viewports = new WeakMap();

          const VisualViewport = shared.interfaceObject("VisualViewport", EventTarget);
          const members = [["offsetLeft", 0], ["offsetTop", 0], ["pageLeft", 0], ["pageTop", 0],
            ["width", native.innerWidth], ["height", native.innerHeight], ["scale", 1]];
          for (const [name, value] of members) {
            shared.defineAttribute(VisualViewport.prototype, name, function (object) {
              shared.attributeState(viewports, object, "VisualViewport", name);
              return value;
            });
          }
          native.defineEventHandlers(VisualViewport.prototype, ["resize", "scroll"]);

          const visualViewport = new EventTarget();
          shared.adopt(visualViewport, VisualViewport.prototype);
          viewports.set(visualViewport, true);
          return { VisualViewport, visualViewport };
        })
        """#
}
