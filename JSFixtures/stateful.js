// A "clip to notes" extension: run() remembers what it saw in page globals; finalize()
// uses that state (Safari calls finalize in the same page, so globals survive) to mark
// the clipped heading and append the note the extension returns.
var clippedHeading = null;
var clipCount = 0;

var ExtensionPreprocessingJS = {
  run: function (args) {
    var heading = document.querySelector("h1");
    clippedHeading = heading;
    clipCount += 1;
    args.completionFunction({ heading: heading ? heading.textContent : null, clipCount: clipCount });
  },
  finalize: function (args) {
    if (clippedHeading) clippedHeading.classList.add("clipped");
    var note = document.createElement("p");
    note.className = "clip-note";
    note.textContent = "Clipped " + clipCount + " time(s): " + args.note;
    document.body.appendChild(note);
  }
};
