import DOM
import HTMLParsing
import Testing
import WHATWGURL

/// `body.innerText` as WebKit gives it (its text iterator over the render tree), for the
/// constructs where WebKit and the HTML standard's algorithm differ or where styles decide:
/// blank lines after paragraphs and headings with margins, line feeds around blocks, tabs
/// between cells, replaced elements, floats and positioned boxes, clipped boxes, broken
/// images in each document mode, SVG and text transforms, and siblings that rules tell
/// apart (style sharing must not cross sibling, structural and attribute selectors), and
/// `::before`/`::after` boxes. Each expected value is WebKitGTK
/// 2.50's answer for the page, from `../shared/tools/webkit-oracle` (viewport 1280×800).
@Suite struct InnerTextWebKitTests {
    static let cases: [(String, String, String)] = [
        ("tab", "<!DOCTYPE html><html><head></head><body><div>a\tb</div></body></html>", "a b"),
        ("preline", "<!DOCTYPE html><html><head></head><body><div style='white-space:pre-line'>a  b\n c \nd</div></body></html>", "a b c  d"),
        ("img-spaces", "<!DOCTYPE html><html><head></head><body><div>a <img> b</div></body></html>", "a  b"),
        ("leading-img", "<!DOCTYPE html><html><head></head><body><div><img></div><div>text</div></body></html>", "\ntext"),
        ("a-space-img", "<!DOCTYPE html><html><head></head><body><div><a> <img></a>x</div></body></html>", " x"),
        ("vis-hidden", "<!DOCTYPE html><html><head></head><body><div style='visibility:hidden'>x</div><div>y</div></body></html>", "y"),
        ("vis-hidden2", "<!DOCTYPE html><html><head></head><body><div>a</div><div style='visibility:hidden'>x</div><div>y</div></body></html>", "a\ny"),
        ("float", "<!DOCTYPE html><html><head></head><body><div>a<span style='float:left'>b</span>c</div></body></html>", "abc"),
        ("float-block", "<!DOCTYPE html><html><head></head><body><div>a<div style='float:left'>b</div>c</div></body></html>", "abc"),
        ("abs", "<!DOCTYPE html><html><head></head><body><div>a<div style='position:absolute'>b</div>c</div></body></html>", "abc"),
        ("inline-block", "<!DOCTYPE html><html><head></head><body><div>a <span style='display:inline-block'>b</span> c</div></body></html>", "a b c"),
        ("capitalize", "<!DOCTYPE html><html><head></head><body><div style='text-transform:capitalize'>hello wORLD foo-bar l'été 3d x</div></body></html>", "Hello WORLD Foo-Bar L'été 3d X"),
        ("upper", "<!DOCTYPE html><html><head></head><body><div style='text-transform:uppercase'>straße é</div></body></html>", "STRASSE É"),
        ("capitalize-titlecase", "<!DOCTYPE html><html><head></head><body><p style='text-transform:capitalize'>ǆemal ßig ﬁsh ŉx</p></body></html>", "ǅemal Ssig Fish ʼNx"),
        ("p-margin0", "<!DOCTYPE html><html><head></head><body><p style='margin:0'>a</p><p>b</p></body></html>", "a\nb"),
        ("empty-p", "<!DOCTYPE html><html><head></head><body><p></p><p>b</p><p>c</p></body></html>", "b\n\nc"),
        ("h1", "<!DOCTYPE html><html><head></head><body><h1>T</h1>x</body></html>", "T\n\nx"),
        ("button", "<!DOCTYPE html><html><head></head><body><div>a<button>b</button>c</div></body></html>", "abc"),
        ("fieldset", "<!DOCTYPE html><html><head></head><body><div>a<fieldset>b</fieldset>c</div></body></html>", "ab\nc"),
        ("role-img", "<!DOCTYPE html><html><head></head><body><div>a<div role=img>b</div>c</div></body></html>", "ab\nc"),
        ("clip0", "<!DOCTYPE html><html><head></head><body><div>a<div style='height:0;overflow:hidden'>b</div>c</div></body></html>", "a\nc"),
        ("clip-br", "<!DOCTYPE html><html><head></head><body><div>a<div style='height:0;overflow:hidden'>b<br>z</div>c</div></body></html>", "a\n\nc"),
        ("table", "<!DOCTYPE html><html><head></head><body><table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table></body></html>", "a\tb\nc\td"),
        ("css-table", "<!DOCTYPE html><html><head></head><body><div style='display:table'><div style='display:table-row'><div style='display:table-cell'>a</div><div style='display:table-cell'>b</div></div></div>x</body></html>", "a\tb\nx"),
        ("li-inline", "<!DOCTYPE html><html><head></head><body><ul><li style='display:inline'>a</li> <li style='display:inline'>b</li></ul></body></html>", "a b"),
        ("contents", "<!DOCTYPE html><html><head></head><body><div>a<div style='display:contents'>b</div>c</div></body></html>", "abc"),
        ("select", "<!DOCTYPE html><html><head></head><body><div>a<select><option>x</option><option>y</option></select>b</div></body></html>", "ab"),
        ("textarea", "<!DOCTYPE html><html><head></head><body><div>a<textarea>t</textarea>b</div></body></html>", "ab"),
        ("br-end", "<!DOCTYPE html><html><head></head><body><div>a<br></div><div>b</div></body></html>", "a\nb"),
        ("p-br", "<!DOCTYPE html><html><head></head><body><p>a<br></p>z</body></html>", "a\n\nz"),
        ("nbsp", "<!DOCTYPE html><html><head></head><body><div>a&nbsp; b</div></body></html>", "a  b"),
        ("span-ws", "<!DOCTYPE html><html><head></head><body><span>a </span> <span>b</span></body></html>", "a b"),
        ("pre", "<!DOCTYPE html><html><head></head><body><pre>  a\n  b\n</pre>x</body></html>", "  a\n  b\nx"),
        ("inline-table", "<!DOCTYPE html><html><head></head><body>a<table style='display:inline-table'><tr><td>b</td></tr></table>c</body></html>", "a b c"),
        ("dl", "<!DOCTYPE html><html><head></head><body><dl><dt>a</dt><dd>b</dd></dl></body></html>", "a\nb"),
        ("svg", "<!DOCTYPE html><html><head></head><body><div>a<svg><text>t</text><g>u</g></svg>b</div></body></html>", "a\nt\nb"),
        ("noscript", "<!DOCTYPE html><html><head></head><body><div>a<noscript>n</noscript>b</div></body></html>", "ab"),
        ("sr-only", "<!DOCTYPE html><html><head></head><body><div>a<span style='position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)'>s</span>b</div></body></html>", "asb"),
        ("zero-wh", "<!DOCTYPE html><html><head></head><body><div>a<span style='display:block;width:0;height:0;overflow:hidden'>s</span>b</div></body></html>", "a\nb"),
        ("hidden-attr", "<!DOCTYPE html><html><head></head><body><div>a<div hidden>h</div>b</div></body></html>", "ab"),
        ("comment-last", "<!DOCTYPE html><html><head></head><body><div><h2>T</h2><p>x<span style='display:none'>y</span></p></div></body></html>", "T\n\nx"),
        ("svg-after-text", "<!DOCTYPE html><html><head></head><body><div><a>US Edition\n <svg viewBox='0 0 10 10'><use xlink:href='#x'></use></svg>\n</a></div><div>b</div></body></html>", "US Edition\nb"),
        ("svg-between", "<!DOCTYPE html><html><head></head><body><div>a <svg width=10 height=10></svg> b</div></body></html>", "a  b"),
        ("img-after-text", "<!DOCTYPE html><html><head></head><body><div><a>US Edition\n <img>\n</a></div><div>b</div></body></html>", "US Edition  \nb"),
        ("span-after-text", "<!DOCTYPE html><html><head></head><body><div><a>US Edition\n <span></span>\n</a></div><div>b</div></body></html>", "US Edition\nb"),
        ("ib-after-text", "<!DOCTYPE html><html><head></head><body><div><a>US Edition\n <span style='display:inline-block'></span>\n</a></div><div>b</div></body></html>", "US Edition \nb"),
        ("ib-after-text2", "<!DOCTYPE html><html><head></head><body><div>x <span style='display:inline-block'></span></div><div>b</div></body></html>", "x \nb"),
        ("img-end", "<!DOCTYPE html><html><head></head><body><div>x <img></div><div>b</div></body></html>", "x \nb"),
        ("img-end-alt", "<!DOCTYPE html><html><head></head><body><div>x <img alt=''></div><div>b</div></body></html>", "x \nb"),
        ("img-end-size", "<!DOCTYPE html><html><head></head><body><div>x <img width=10 height=10></div><div>b</div></body></html>", "x \nb"),
        ("space-then-block", "<!DOCTYPE html><html><head></head><body><div>Skip to content <ul><li>a</li></ul></div></body></html>", "Skip to content\na"),
        ("cnet-svg", "<!DOCTYPE html><html><head></head><body><div class=videoMeta> <span class=duration>\n   8:09 <svg class=' video'><use xlink:href='#video'></use></svg></span> </div><div>x</div></body></html>", "8:09 \nx"),
        ("cnet-svg2", "<!DOCTYPE html><html><head></head><body><div> <span>\n   8:09 <svg><use xlink:href='#video'></use></svg></span></div><div>x</div></body></html>", "8:09 \nx"),
        ("cnet-svg3", "<!DOCTYPE html><html><head></head><body><div>8:09 <svg></svg></div><div>x</div></body></html>", "8:09 \nx"),
        ("us-edition", "<!DOCTYPE html><html><head></head><body><div><a>US Edition\n <svg viewBox='0 0 10 10'></svg>\n</a></div><div>b</div></body></html>", "US Edition\nb"),
        ("us-edition2", "<!DOCTYPE html><html><head></head><body><div><a>US Edition <svg viewBox='0 0 10 10'></svg></a></div><div>b</div></body></html>", "US Edition\nb"),
        ("us-edition3", "<!DOCTYPE html><html><head></head><body><div><a>US Edition <svg></svg></a></div><div>b</div></body></html>", "US Edition \nb"),
        ("us-edition4", "<!DOCTYPE html><html><head></head><body><div>US Edition <svg viewBox='0 0 10 10'></svg></div><div>b</div></body></html>", "US Edition\nb"),
        ("svg-height", "<!DOCTYPE html><html><head></head><body><div><span>View all trips</span> <svg height='1em' viewBox='0 0 448 512'></svg></div><div>b</div></body></html>", "View all trips \nb"),
        ("svg-then-text", "<!DOCTYPE html><html><head></head><body><div>a <svg></svg> b</div></body></html>", "a  b"),
        ("svg-vb-then-text", "<!DOCTYPE html><html><head></head><body><div>a <svg viewBox='0 0 10 10'></svg> b</div></body></html>", "a b"),
        ("img-ws-img", "<!DOCTYPE html><html><head></head><body><div><img>\n   <img></div><div>x</div></body></html>", "  \nx"),
        ("img-sp-img", "<!DOCTYPE html><html><head></head><body><div><img> <img></div><div>x</div></body></html>", " \nx"),
        ("img-ws3", "<!DOCTYPE html><html><head></head><body><div><img>\n   <img>\n   <img></div><div>x</div></body></html>", "    \nx"),
        ("img-ws3-trail", "<!DOCTYPE html><html><head></head><body><div><img>\n   <img>\n   <img>\n  </div><div>x</div></body></html>", "    \nx"),
        ("p-iframes", "<!DOCTYPE html><html><head></head><body><div><p>At root</p>\n    <iframe></iframe>\n    <iframe></iframe>\n    <iframe></iframe>\n    <p>In a paragraph</p></div></body></html>", "At root\n\n    \nIn a paragraph"),
        ("a-ws-b", "<!DOCTYPE html><html><head></head><body><div><b>a</b>\n   <b>b</b></div></body></html>", "a b"),
        ("img-text", "<!DOCTYPE html><html><head></head><body><div><img>\n   text</div></body></html>", " text"),
        ("img-sp-sp-img", "<!DOCTYPE html><html><head></head><body><div><img> <span> </span> <img></div><div>x</div></body></html>", "  \nx"),
        ("img-plain", "<!DOCTYPE html><html><head></head><body><p>a</p><p><img src='x.png'></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("img-nosrc", "<!DOCTYPE html><html><head></head><body><p>a</p><p><img></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("img-alt-empty", "<!DOCTYPE html><html><head></head><body><p>a</p><p><img src='x.png' alt=''></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("img-alt-text", "<!DOCTYPE html><html><head></head><body><p>a</p><p><img src='x.png' alt='x'></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("img-width", "<!DOCTYPE html><html><head></head><body><p>a</p><p><img src='x.png' width='900px'></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("img-width-num", "<!DOCTYPE html><html><head></head><body><p>a</p><p><img src='x.png' width='900'></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("img-height", "<!DOCTYPE html><html><head></head><body><p>a</p><p><img src='x.png' height='10'></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("img-both", "<!DOCTYPE html><html><head></head><body><p>a</p><p><img src='x.png' width='10' height='10'></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("img-css-width", "<!DOCTYPE html><html><head></head><body><p>a</p><p><img src='x.png' style='width:900px'></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("img-width-small", "<!DOCTYPE html><html><head></head><body><p>a</p><p><img src='x.png' width='10'></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("img-width-alt", "<!DOCTYPE html><html><head></head><body><p>a</p><p><img src='x.png' width='900' alt=''></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("iframe-p", "<!DOCTYPE html><html><head></head><body><p>a</p><p><iframe></iframe></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("video-p", "<!DOCTYPE html><html><head></head><body><p>a</p><p><video></video></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("iframe-blank", "<!DOCTYPE html><html><head></head><body><div><p>a</p>\n <iframe src='about:blank'>x</iframe>\n <p>b</p></div></body></html>", "a\n\n\nb"),
        ("s-none", "<!DOCTYPE html><html><body><p>a</p><p><img src='x.png'></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("s-empty", "<!DOCTYPE html><html><body><p>a</p><p><img src='x.png' alt=''></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("s-x", "<!DOCTYPE html><html><body><p>a</p><p><img src='x.png' alt='x'></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("s-w", "<!DOCTYPE html><html><body><p>a</p><p><img src='x.png' width=20></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("s-wh", "<!DOCTYPE html><html><body><p>a</p><p><img src='x.png' width=20 height=20></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("l-none", "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Transitional//EN\" \"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd\"><html><body><p>a</p><p><img src='x.png'></p><p>b</p></body></html>", "a\n\n\nb"),
        ("l-empty", "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Transitional//EN\" \"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd\"><html><body><p>a</p><p><img src='x.png' alt=''></p><p>b</p></body></html>", "a\n\n\nb"),
        ("l-x", "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Transitional//EN\" \"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd\"><html><body><p>a</p><p><img src='x.png' alt='x'></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("l-w", "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Transitional//EN\" \"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd\"><html><body><p>a</p><p><img src='x.png' width=20></p><p>b</p></body></html>", "a\n\n\nb"),
        ("l-wh", "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Transitional//EN\" \"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd\"><html><body><p>a</p><p><img src='x.png' width=20 height=20></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("q-none", "<html><body><p>a</p><p><img src='x.png'></p><p>b</p></body></html>", "a\n\n\nb"),
        ("q-empty", "<html><body><p>a</p><p><img src='x.png' alt=''></p><p>b</p></body></html>", "a\n\n\nb"),
        ("q-x", "<html><body><p>a</p><p><img src='x.png' alt='x'></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("q-w", "<html><body><p>a</p><p><img src='x.png' width=20></p><p>b</p></body></html>", "a\n\n\nb"),
        ("q-wh", "<html><body><p>a</p><p><img src='x.png' width=20 height=20></p><p>b</p></body></html>", "a\n\n\n\nb"),
        ("s-empty-block", "<!DOCTYPE html><p>a</p><p><img src='x.png' alt='' style='display:block'></p><p>b</p>", "a\n\n\nb"),
        ("s-empty-w100", "<!DOCTYPE html><p>a</p><p><img src='x.png' alt='' style='width:100%'></p><p>b</p>", "a\n\n\n\nb"),
        ("s-empty-w100-hauto", "<!DOCTYPE html><p>a</p><p><img src='x.png' alt='' style='width:100%;height:auto'></p><p>b</p>", "a\n\n\n\nb"),
        ("s-none-w100", "<!DOCTYPE html><p>a</p><p><img src='x.png' style='width:100%'></p><p>b</p>", "a\n\n\n\nb"),
        ("s-empty-a", "<!DOCTYPE html><p>a</p><p>\n <a href=x><img src='x.png' alt=''></a>\n</p><p>b</p>", "a\n\n\n\nb"),
        ("s-empty-w20", "<!DOCTYPE html><p>a</p><p><img src='x.png' alt='' style='width:20px'></p><p>b</p>", "a\n\n\n\nb"),
        ("s-empty-maxw", "<!DOCTYPE html><p>a</p><p><img src='x.png' alt='' style='max-width:100%;height:auto'></p><p>b</p>", "a\n\n\n\nb"),
        ("s-x-w100", "<!DOCTYPE html><p>a</p><p><img src='x.png' alt='x' style='width:100%'></p><p>b</p>", "a\n\n\n\nb"),
        // A box that clips its overflow hides its contents when its content box is empty: by its
        // size (not an image's, a frame's or a field's own), or because nothing in it has height
        // (floats do, for the box that contains them; positioned boxes escape the clip).
        ("own-clip-img", "<!DOCTYPE html><html><head></head><body><div>a</div><div><img style='overflow:hidden;height:0' src='x.jpg'></div><div>b</div></body></html>", "a\n\nb"),
        ("own-clip-iframe", "<!DOCTYPE html><html><head></head><body><div>a</div><div><iframe style='overflow:hidden;height:0'></iframe></div><div>b</div></body></html>", "a\n\nb"),
        ("own-clip-input", "<!DOCTYPE html><html><head></head><body><div>a</div><div><input style='overflow:hidden;height:0;padding:0;border:0'></div><div>b</div></body></html>", "a\n\nb"),
        ("own-clip-select", "<!DOCTYPE html><html><head></head><body><div>a</div><div><select style='overflow:hidden;height:0;padding:0;border:0'><option>o</option></select></div><div>b</div></body></html>", "a\n\nb"),
        ("own-clip-progress", "<!DOCTYPE html><html><head></head><body><div>a</div><div><progress style='overflow:hidden;height:0'></progress></div><div>b</div></body></html>", "a\n\nb"),
        ("own-clip-textarea", "<!DOCTYPE html><html><head></head><body><div>a</div><div><textarea style='overflow:hidden;height:0;padding:0;border:0'>t</textarea></div><div>b</div></body></html>", "a\nb"),
        ("own-clip-meter", "<!DOCTYPE html><html><head></head><body><div>a</div><div><meter style='overflow:hidden;height:0'></meter></div><div>b</div></body></html>", "a\nb"),
        ("own-clip-button", "<!DOCTYPE html><html><head></head><body><div>a</div><div><button style='overflow:hidden;height:0;padding:0;border:0'>c</button></div><div>b</div></body></html>", "a\nb"),
        ("empty-clip-limited-quirks", "<!DOCTYPE html PUBLIC '-//W3C//DTD XHTML 1.0 Transitional//EN' 'http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd'><html><head></head><body><p style='overflow-y:hidden'><img src='x.jpg' alt=''></p><p>x</p></body></html>", "x"),
        ("empty-clip-no-quirks", "<!DOCTYPE html><html><head></head><body><p style='overflow-y:hidden'><img src='x.jpg' alt=''></p><p>x</p></body></html>", "\nx"),
        ("empty-clip-float", "<!DOCTYPE html><html><head></head><body><div style='overflow:hidden'><div style='overflow:hidden'><div style='float:left'>f</div></div></div><div>b</div></body></html>", "f\nb"),
        ("empty-clip-abs", "<!DOCTYPE html><html><head></head><body><div style='overflow:hidden'><div style='position:absolute'>x</div></div><div>b</div></body></html>", "x\nb"),
        ("empty-clip-padding", "<!DOCTYPE html><html><head></head><body><div>a</div><div style='overflow:hidden;padding:5px'><img src='x.jpg' alt='' style='display:block'></div><div>b</div></body></html>", "a\nb"),
        ("empty-clip-inline-block", "<!DOCTYPE html><html><head></head><body><div>a <span style='display:inline-block;overflow:hidden'><img src='x.jpg' alt=''></span> b</div></body></html>", "a  b"),
        // An outer <svg> gives a paragraph or heading height as an inline image does (no-quirks),
        // or by its own size (limited quirks: 0 when its width or height is 0).
        ("svg-h1-viewbox", "<!DOCTYPE html><html><head></head><body>x<h1><svg viewBox='0 0 556 67'></svg></h1><div>y</div></body></html>", "x\n\ny"),
        ("svg-h1-plain", "<!DOCTYPE html><html><head></head><body>x<h1><svg></svg></h1><div>y</div></body></html>", "x\n\ny"),
        ("svg-h1-zero", "<!DOCTYPE html><html><head></head><body>x<h1><svg width='0' height='0'></svg></h1><div>y</div></body></html>", "x\n\ny"),
        ("svg-h1-height0", "<!DOCTYPE html><html><head></head><body>x<h1><svg height='0'></svg></h1><div>y</div></body></html>", "x\n\ny"),
        ("svg-p-css0", "<!DOCTYPE html><html><head></head><body>x<p><svg style='height:0'></svg></p><div>y</div></body></html>", "x\n\ny"),
        ("svg-p-block", "<!DOCTYPE html><html><head></head><body>x<p><svg style='display:block' width='10' height='10'></svg></p><div>y</div></body></html>", "x\n\ny"),
        ("svg-h1-lq", "<!DOCTYPE html PUBLIC '-//W3C//DTD XHTML 1.0 Transitional//EN' 'http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd'><html><head></head><body>x<h1><svg viewBox='0 0 556 67'></svg></h1><div>y</div></body></html>", "x\n\ny"),
        ("svg-h1-lq-zero", "<!DOCTYPE html PUBLIC '-//W3C//DTD XHTML 1.0 Transitional//EN' 'http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd'><html><head></head><body>x<h1><svg width='0' height='0'></svg></h1><div>y</div></body></html>", "x\ny"),
        ("svg-h1-hidden", "<!DOCTYPE html><html><head></head><body>x<h1><svg viewBox='0 0 556 67' style='display:none'></svg></h1><div>y</div></body></html>", "x\ny"),
        // Shapes inside an <svg> take no room on the line: 4 of 6 300-pixel SVGs fit on a line.
        ("svg-content-takes-no-room", "<!DOCTYPE html><html><head></head><body><div><svg><use xlink:href='#i'></use></svg> <svg><use xlink:href='#i'></use></svg> <svg><use xlink:href='#i'></use></svg> <svg><use xlink:href='#i'></use></svg> <svg><use xlink:href='#i'></use></svg> <svg><use xlink:href='#i'></use></svg></div></body></html>", "    "),
        ("svg-content-links", "<!DOCTYPE html><html><head></head><body><div><h2>F</h2> <a> <svg><use xlink:href='#i'></use></svg> </a> <a> <svg><use xlink:href='#i'></use></svg> </a> <a> <svg><use xlink:href='#i'></use></svg> </a> <a> <svg><use xlink:href='#i'></use></svg> </a> <a> <svg><use xlink:href='#i'></use></svg> </a> <a> <svg><use xlink:href='#i'></use></svg> </a> </div></body></html>", "F\n\n    "),
        // An absolutely positioned box that clips its overflow and takes a percentage of the height
        // of a containing block whose height comes from its in-flow content, of which it has none,
        // is 0 high: it hides its contents.
        ("percent-clip-empty-block", "<!DOCTYPE html><html><head></head><body><div style='position:relative'><div style='position:absolute;top:0;height:100%;overflow:hidden'><p>s</p></div></div><div>x</div></body></html>", "x"),
        ("percent-clip-percent-chain", "<!DOCTYPE html><html><head></head><body><div><div style='position:relative;height:100%'><div style='height:100%'><div style='position:absolute;top:0;height:100%;overflow:hidden'><p>s</p></div></div></div></div><div>x</div></body></html>", "x"),
        ("percent-clip-block-with-text", "<!DOCTYPE html><html><head></head><body><div style='position:relative'><div style='position:absolute;top:0;height:100%;overflow:hidden'><p>s</p></div>t</div><div>x</div></body></html>", "s\n\nt\nx"),
        ("percent-clip-block-with-padding", "<!DOCTYPE html><html><head></head><body><div style='position:relative;padding-bottom:10px'><div style='position:absolute;top:0;height:100%;overflow:hidden'><p>s</p></div></div><div>x</div></body></html>", "s\n\nx"),
        ("percent-clip-block-with-height", "<!DOCTYPE html><html><head></head><body><div style='position:relative;height:50px'><div style='position:absolute;top:0;height:100%;overflow:hidden'><p>s</p></div></div><div>x</div></body></html>", "s\n\nx"),
        ("percent-clip-chain-to-height", "<!DOCTYPE html><html><head></head><body><div style='height:50px'><div style='position:relative;height:100%'><div style='position:absolute;top:0;height:100%;overflow:hidden'><p>s</p></div></div></div><div>x</div></body></html>", "s\n\nx"),
        ("percent-clip-visible", "<!DOCTYPE html><html><head></head><body><div style='position:relative'><div style='position:absolute;height:100%'><p>s</p></div></div><div>x</div></body></html>", "s\n\nx"),
        // Style sharing between siblings must not cross what tells them apart.
        ("share-first-child", "<!DOCTYPE html><html><head></head><body><style>li:first-child{display:none}</style><ul><li>a</li><li>b</li><li>c</li></ul></body></html>", "b\nc"),
        ("share-adjacent", "<!DOCTYPE html><html><head></head><body><style>p + p{display:none}</style><div><p>a</p><p>b</p><p>c</p></div></body></html>", "a"),
        ("share-subsequent", "<!DOCTYPE html><html><head></head><body><style>h2 ~ span{display:none}</style><div><span>a</span><h2>t</h2><span>b</span><span>c</span></div></body></html>", "a\nt"),
        ("share-nth", "<!DOCTYPE html><html><head></head><body><style>span:nth-child(2n){text-transform:uppercase}</style><div><span>a</span> <span>b</span> <span>c</span> <span>d</span></div></body></html>", "a B c D"),
        ("share-empty", "<!DOCTYPE html><html><head></head><body><style>div:empty{display:none} div{margin:0}</style><section><div></div><div>x</div><div></div><div>y</div></section></body></html>", "x\ny"),
        ("share-has", "<!DOCTYPE html><html><head></head><body><style>div:has(b){display:none}</style><section><div>a</div><div><b>b</b></div><div>c</div></section></body></html>", "a\nc"),
        ("share-attr", "<!DOCTYPE html><html><head></head><body><style>[data-x=\"1\"]{display:none}</style><div><span data-x=\"0\">a</span><span data-x=\"1\">b</span><span data-x=\"2\">c</span></div></body></html>", "ac"),
        ("share-attr-ignored", "<!DOCTYPE html><html><head></head><body><style>span{text-transform:uppercase}</style><div><span data-x=\"0\">a</span><span data-x=\"1\">b</span><span title=\"t\">c</span></div></body></html>", "ABC"),
        ("share-not-last", "<!DOCTYPE html><html><head></head><body><style>li:not(:last-child){display:inline}</style><ul><li>a</li><li>b</li><li>c</li></ul></body></html>", "ab\nc"),
        ("share-is-sibling", "<!DOCTYPE html><html><head></head><body><style>:is(i + i){display:none}</style><div><i>a</i><i>b</i><i>c</i></div></body></html>", "a"),
        ("share-checked", "<!DOCTYPE html><html><head></head><body><style>input:checked + span{display:none}</style><div><input type=checkbox checked><span>a</span><input type=checkbox><span>b</span></div></body></html>", "b"),
        ("share-hidden-attr", "<!DOCTYPE html><html><head></head><body><div><p>a</p><p hidden>b</p><p>c</p></div></body></html>", "a\n\nc"),
        ("share-style-attr", "<!DOCTYPE html><html><head></head><body><div><span>a</span><span style=\"display:none\">b</span><span>c</span></div></body></html>", "ac"),
        ("share-class", "<!DOCTYPE html><html><head></head><body><style>.x{display:none}</style><div><span class=y>a</span><span class=x>b</span><span class=y>c</span></div></body></html>", "ac"),
        ("share-lang", "<!DOCTYPE html><html><head></head><body><style>:lang(fr){display:none}</style><div><span lang=en>a</span><span lang=fr>b</span><span lang=en>c</span></div></body></html>", "ac"),
        ("share-last-of-type", "<!DOCTYPE html><html><head></head><body><style>p:last-of-type{display:none}</style><div><p>a</p><p>b</p><span>s</span></div></body></html>", "a\n\ns"),
        ("share-cells", "<!DOCTYPE html><html><head></head><body><style>td:nth-child(2){display:none}</style><table><tr><td>a</td><td>b</td><td>c</td></tr></table></body></html>", "a\tc"),
        // Cousins share only when no rule tried looks at siblings anywhere.
        ("cousin-first-child", "<!DOCTYPE html><html><head></head><body><style>li:first-child a{display:none}</style><ul><li><a>a</a></li><li><a>b</a></li><li><a>c</a></li></ul></body></html>", "b\nc"),
        ("cousin-nth", "<!DOCTYPE html><html><head></head><body><style>li:nth-child(2) > span{text-transform:uppercase}</style><ul><li><span>a</span></li><li><span>b</span></li><li><span>c</span></li></ul></body></html>", "a\nB\nc"),
        ("cousin-has", "<!DOCTYPE html><html><head></head><body><style>li:has(i) b{display:none}</style><ul><li><b>a</b></li><li><b>b</b><i>i</i></li><li><b>c</b></li></ul></body></html>", "a\ni\nc"),
        ("cousin-adjacent", "<!DOCTYPE html><html><head></head><body><style>li + li > b{display:none}</style><ul><li><b>a</b></li><li><b>b</b></li></ul></body></html>", "a\n"),
        ("cousin-ancestor-sibling", "<!DOCTYPE html><html><head></head><body><style>h2 + div p{display:none}</style><section><div><p>a</p></div><h2>t</h2><div><p>b</p></div><div><p>c</p></div></section></body></html>", "a\n\nt\n\nc"),
        ("cousin-empty", "<!DOCTYPE html><html><head></head><body><style>div:empty + div{display:none} div{margin:0}</style><section><div></div><div><span>a</span></div></section></body></html>", ""),
        ("cousin-ok", "<!DOCTYPE html><html><head></head><body><style>li a{text-transform:uppercase}</style><ul><li><a href=1>a</a></li><li><a href=2>b</a></li><li><a href=3>c</a></li></ul></body></html>", "A\nB\nC"),
        ("cousin-class-parent", "<!DOCTYPE html><html><head></head><body><style>.on b{display:none}</style><ul><li><b>a</b></li><li class=on><b>b</b></li><li><b>c</b></li></ul></body></html>", "a\nc"),
        ("cousin-deep", "<!DOCTYPE html><html><head></head><body><style>tr:nth-child(2) td span{display:none}</style><table><tr><td><span>a</span></td></tr><tr><td><span>b</span></td></tr><tr><td><span>c</span></td></tr></table></body></html>", "a\nc"),
        // IDs and classes no selector tests do not keep elements from sharing; the others do.
        ("share-unused-ids", "<!DOCTYPE html><html><head></head><body><style>#b{display:none}</style><div><p id=a>a</p><p id=c>c</p><p id=b>b</p><p id=d>d</p></div></body></html>", "a\n\nc\n\nd"),
        ("share-unused-classes", "<!DOCTYPE html><html><head></head><body><style>.x{display:none}</style><div><span class=\"u v\">a</span><span class=\"w x\">b</span><span class=\"y\">c</span><span class=\"z\">d</span></div></body></html>", "acd"),
        ("share-class-attr-selector", "<!DOCTYPE html><html><head></head><body><style>[class$=k]{display:none}</style><div><span class=\"a\">a</span><span class=\"bk\">b</span><span class=\"c\">c</span></div></body></html>", "ac"),
        ("share-id-attr-selector", "<!DOCTYPE html><html><head></head><body><style>[id^=n]{display:none}</style><div><span id=a>a</span><span id=nb>b</span><span id=c>c</span></div></body></html>", "ac"),
        ("share-quirks-class-case", "<html><head></head><body><style>.X{display:none}</style><div><span class=\"a\">a</span><span class=\"x\">b</span><span class=\"c\">c</span></div></body></html>", "ac"),
        ("share-quirks-id-case", "<html><head></head><body><style>#B{display:none}</style><div><span id=\"a\">a</span><span id=\"b\">b</span><span id=\"c\">c</span></div></body></html>", "ac"),
        ("share-class-ancestor", "<!DOCTYPE html><html><head></head><body><style>.on b{display:none}</style><ul><li class=off><b>a</b></li><li class=on><b>b</b></li><li class=off2><b>c</b></li></ul></body></html>", "a\nc"),
        // Parents that match the same rules (different `href`s and classes no rule selects
        // them by) have equal styles, yet their children are told apart by the parent's class.
        ("cousins-apart-by-parent-class", "<!DOCTYPE html><html><head><style>.x > b{display:none}</style></head><body><div><a href=1 class=x><b>t</b></a><a href=2 class=y><b>u</b></a></div></body></html>", "u"),
        // Elements that cannot have renderers (inside SVG descriptions, images, media) are
        // never styled; SVG text and an HTML span in a group still give their text.
        ("unrendered-children", "<!DOCTYPE html><html><head></head><body><div>a<svg><desc>d<span>x</span></desc><g><span>h</span><text>g</text></g><text>t<tspan>s</tspan></text></svg>b<img alt=i><span>q</span><video><p>v</p></video>c</div></body></html>", "ahgtsbqc"),
        // `::before` and `::after` boxes: WebKit's innerText has none of their text, but an
        // inline block, an image or inline text among them keeps the white space after it (or
        // before it, for `::after`); `content: none`/`normal`, `display: none`, floats and
        // positioned boxes change nothing; the user agent's `q` quotes count too.
        ("before.inline-block-li", "<!DOCTYPE html><html><head><style>ul{padding:0} p{margin:0} li::before{content:'\\2022  ';display:inline-block}</style></head><body><ul><li>\n  <a style='display:inline-block'><p>one </p></a>\n</li><li>\n  <a style='display:inline-block'><p>two</p></a>\n</li></ul></body></html>", " \none\n \ntwo\n"),
        ("before.empty-inline-block", "<!DOCTYPE html><html><head><style>span::before{content:'';display:inline-block}</style></head><body><div><span> one</span></div><div><span> two </span>x</div></body></html>", " one\n two x"),
        ("before.inline-text", "<!DOCTYPE html><html><head><style>span::before{content:'x'}</style></head><body><div><span> one</span></div></body></html>", " one"),
        ("before.inline-space", "<!DOCTYPE html><html><head><style>span::before{content:'x '}</style></head><body><div><span> one</span></div></body></html>", "one"),
        ("before.inline-only-space", "<!DOCTYPE html><html><head><style>span::before{content:' '}</style></head><body><div><span> one</span></div></body></html>", "one"),
        ("after.inline-block", "<!DOCTYPE html><html><head><style>li::after{content:'\\2022';display:inline-block}</style></head><body><ul><li> one\n</li><li>two </li></ul></body></html>", "one \ntwo "),
        ("before.block", "<!DOCTYPE html><html><head><style>span::before{content:'B';display:block}</style></head><body><div>a <span> s</span>b</div></body></html>", "a sb"),
        ("after.block", "<!DOCTYPE html><html><head><style>span::after{content:'B';display:block}</style></head><body><div>a<span>s </span> b</div></body></html>", "as b"),
        ("before.none", "<!DOCTYPE html><html><head><style>span::before{content:none;display:inline-block}</style></head><body><div><span> one</span></div></body></html>", "one"),
        ("before.normal", "<!DOCTYPE html><html><head><style>span::before{content:normal;display:inline-block}</style></head><body><div><span> one</span></div></body></html>", "one"),
        ("before.display-none", "<!DOCTYPE html><html><head><style>span::before{content:'x';display:none}</style></head><body><div><span> one</span></div></body></html>", "one"),
        ("before.no-content", "<!DOCTYPE html><html><head><style>span::before{display:inline-block;width:10px}</style></head><body><div><span> one</span></div></body></html>", "one"),
        ("before.float", "<!DOCTYPE html><html><head><style>span::before{content:'x';float:left}</style></head><body><div><span> one</span></div></body></html>", "one"),
        ("before.absolute", "<!DOCTYPE html><html><head><style>span::before{content:'x';position:absolute}</style></head><body><div><span> one</span></div></body></html>", "one"),
        ("before.flex-item", "<!DOCTYPE html><html><head><style>div.f{display:flex} div.f::before{content:'x'}</style></head><body><div>a<div class=f> <span>one</span></div>b</div></body></html>", "a\none\nb"),
        ("before.legacy-colon", "<!DOCTYPE html><html><head><style>span:before{content:'';display:inline-block}</style></head><body><div><span> one</span></div></body></html>", " one"),
        ("before.empty-paragraph", "<!DOCTYPE html><html><head><style>p.x::before{content:'x'} p{margin:16px 0}</style></head><body><div><p class=x></p><p>b</p><p></p><p>c</p></div></body></html>", "b\n\nc"),
        ("before.empty-paragraph-empty-content", "<!DOCTYPE html><html><head><style>p.x::before{content:''} p{margin:16px 0}</style></head><body><div><p class=x></p><p>b</p><p></p><p>c</p></div></body></html>", "b\n\nc"),
        ("before.attr", "<!DOCTYPE html><html><head><style>span::before{content:attr(data-x)}</style></head><body><div><span data-x='a'> one</span> <span data-x=''> two</span></div><div><span> three</span></div></body></html>", " one two\nthree"),
        ("after.clearfix", "<!DOCTYPE html><html><head><style>.cf::after{content:'';display:table;clear:both}</style></head><body><div>a<div class=cf>c <span style='float:left'>f</span></div>b</div></body></html>", "a\nc f\nb"),
        ("before.pre-newline", "<!DOCTYPE html><html><head><style>span::before{content:'a\\A';white-space:pre}</style></head><body><div><span> one</span></div></body></html>", "one"),
        ("before.media-not-matching", "<!DOCTYPE html><html><head><style>@media (max-width: 100px) { span::before{content:'';display:inline-block} }</style></head><body><div><span> one</span></div></body></html>", "one"),
        ("before.media-matching", "<!DOCTYPE html><html><head><style>@media (min-width: 100px) { span::before{content:'';display:inline-block} }</style></head><body><div><span> one</span></div></body></html>", " one"),
        ("before.image", "<!DOCTYPE html><html><head><style>span::before{content:url(x.png)}</style></head><body><div><span> one</span></div></body></html>", " one"),
        ("before.later-none-wins", "<!DOCTYPE html><html><head><style>span::before{content:'';display:inline-block} span::before{content:none}</style></head><body><div><span> one</span></div></body></html>", "one"),
        ("before.specificity", "<!DOCTYPE html><html><head><style>div span::before{content:'';display:inline-block} span::before{content:none}</style></head><body><div><span> one</span></div></body></html>", " one"),
        ("before.important", "<!DOCTYPE html><html><head><style>span::before{content:'' !important;display:inline-block} span.c::before{content:none}</style></head><body><div><span class=c> one</span></div></body></html>", " one"),
        ("before.counter", "<!DOCTYPE html><html><head><style>ol{counter-reset:c} li::before{counter-increment:c;content:counter(c)}</style></head><body><ol><li> one</li><li> two</li></ol></body></html>", " one\n two"),
        ("before.inherits-white-space", "<!DOCTYPE html><html><head><style>div.p{white-space:pre} span::before{content:'a\\A'}</style></head><body><div class=p><span>one</span></div>x</body></html>", "one\nx"),
        ("before.root", "<!DOCTYPE html><html><head><style>div.r::before{content:'';display:inline-block}</style></head><body><div class=r> one</div></body></html>", " one"),
        ("before.contents-element", "<!DOCTYPE html><html><head><style>span{display:contents} span::before{content:'';display:inline-block}</style></head><body><div><span> one</span></div></body></html>", " one"),
        ("before.inline-table", "<!DOCTYPE html><html><head><style>span::before{content:'t';display:table-cell}</style></head><body><div><span> one</span></div></body></html>", " one"),
        ("before.img-none", "<!DOCTYPE html><html><head><style>img::before{content:'';display:inline-block}</style></head><body><div><img alt=''> one</div></body></html>", " one"),
        ("before.quote-open", "<!DOCTYPE html><html><head><style>q::before{content:open-quote}</style></head><body><div><q> one</q></div></body></html>", " one"),
        ("before.selector-list", "<!DOCTYPE html><html><head><style>em::before, span::before{content:'';display:inline-block}</style></head><body><div><span> one</span><em> two</em></div></body></html>", " one two"),
        ("before.universal", "<!DOCTYPE html><html><head><style>::before{content:'';display:inline-block}</style></head><body><div><span> one</span></div></body></html>", " one"),
        ("before.nested-rule", "<!DOCTYPE html><html><head><style>.n{ & span::before{content:'';display:inline-block} }</style></head><body><div class=n><span> one</span></div></body></html>", " one"),
        ("before.has-sibling", "<!DOCTYPE html><html><head><style>span + span::before{content:'';display:inline-block}</style></head><body><div><span> one</span><span> two</span></div></body></html>", "one two"),
        ("before.escape-then-space", "<!DOCTYPE html><html><head><style>span::before{content:\"\\2022  \"}</style></head><body><div><span> one</span></div><div><span class=w> two</span></div></body></html>", "one\ntwo"),
        // Counters and list markers: WebKit's innerText has no generated text, whatever the
        // counters count, and no marker (`::marker`'s content, `start`, `value`, inside markers).
        ("counter.headings", "<!DOCTYPE html><html><head><style>body{counter-reset:sec} h2{counter-increment:sec} h2::before{content:counter(sec) '. '}</style></head><body><h2>One</h2><h2>Two</h2></body></html>", "One\n\nTwo"),
        ("counter.block-before", "<!DOCTYPE html><html><head><style>body{counter-reset:s} p{counter-increment:s} p::before{content:counter(s, upper-roman) '. ';display:block}</style></head><body><div><p>a</p><p>b</p></div></body></html>", "a\n\nb"),
        ("marker.content", "<!DOCTYPE html><html><head><style>li::marker{content:'-> '}</style></head><body><ul><li>hello</li></ul></body></html>", "hello"),
        ("marker.ol-start-value", "<!DOCTYPE html><html><head></head><body><ol start=3><li>hello</li><li value=9>x</li></ol></body></html>", "hello\nx"),
        ("marker.inside", "<!DOCTYPE html><html><head><style>ol{list-style-position:inside}</style></head><body><ol><li>hello</li></ol></body></html>", "hello"),
        // `::first-line` changes nothing WebKit's innerText gives (its text-transform, its visibility).
        ("first-line.text-transform", "<!DOCTYPE html><html><head><style>p::first-line{text-transform:uppercase}</style></head><body><p>hello world</p></body></html>", "hello world"),
        ("first-line.visibility", "<!DOCTYPE html><html><head><style>p::first-line{visibility:hidden}</style></head><body><p>hello world</p></body></html>", "hello world"),
        // `::first-letter`: its text-transform and visibility apply to the letter (leading
        // punctuation and white space, one grapheme, punctuation after), found in the first
        // text of the block or of its first block descendants, past floats and positioned boxes,
        // not past an empty box, a line break, a replaced element, an inline block or generated
        // content; not for inline boxes or flex containers.
        ("first-letter.upper", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase}</style></head><body><p id=t>hello world</p></body></html>", "Hello world"),
        ("first-letter.punct", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase}</style></head><body><p id=t>\"hello\" world</p></body></html>", "\"Hello\" world"),
        ("first-letter.punct2", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase}</style></head><body><p id=t>(¡«hello» world</p></body></html>", "(¡«Hello» world"),
        ("first-letter.lead", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase}</style></head><body><p id=t>   hello world</p></body></html>", "Hello world"),
        ("first-letter.nested", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase}</style></head><body><p id=t><b>hello</b> world</p></body></html>", "Hello world"),
        ("first-letter.nested2", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase}</style></head><body><p id=t><span></span><b><i>hello</i></b> world</p></body></html>", "hello world"),
        ("first-letter.childblock", "<!doctype html><html><head><style>div::first-letter{text-transform:uppercase}</style></head><body><div id=t><p>hello</p><p>world</p></div></body></html>", "Hello\n\nworld"),
        ("first-letter.inline", "<!doctype html><html><head><style>span::first-letter{text-transform:uppercase}</style></head><body><p id=t><span>hello</span> world</p></body></html>", "hello world"),
        ("first-letter.inlineblock", "<!doctype html><html><head><style>span::first-letter{text-transform:uppercase} span{display:inline-block}</style></head><body><p id=t><span>hello</span> world</p></body></html>", "Hello world"),
        ("first-letter.lower", "<!doctype html><html><head><style>p::first-letter{text-transform:lowercase}</style></head><body><p id=t>HELLO WORLD</p></body></html>", "hELLO WORLD"),
        ("first-letter.cap", "<!doctype html><html><head><style>p::first-letter{text-transform:capitalize}</style></head><body><p id=t>hello world</p></body></html>", "Hello world"),
        ("first-letter.undo", "<!doctype html><html><head><style>p{text-transform:uppercase} p::first-letter{text-transform:none}</style></head><body><p id=t>hello world</p></body></html>", "hELLO WORLD"),
        ("first-letter.undo2", "<!doctype html><html><head><style>p{text-transform:uppercase} p::first-letter{text-transform:lowercase}</style></head><body><p id=t>hello world</p></body></html>", "hELLO WORLD"),
        ("first-letter.vis", "<!doctype html><html><head><style>p::first-letter{visibility:hidden}</style></head><body><p id=t>hello world</p></body></html>", "ello world"),
        ("first-letter.disp", "<!doctype html><html><head><style>p::first-letter{display:none}</style></head><body><p id=t>hello world</p></body></html>", "hello world"),
        ("first-letter.sec", "<!doctype html><html><head><style>p::first-letter{-webkit-text-security:disc}</style></head><body><p id=t>hello world</p></body></html>", "•ello world"),
        ("first-letter.li", "<!doctype html><html><head><style>li::first-letter{text-transform:uppercase}</style></head><body><ul id=t><li>hello</li><li>world</li></ul></body></html>", "Hello\nWorld"),
        ("first-letter.br", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase}</style></head><body><p id=t><br>hello world</p></body></html>", "\nhello world"),
        ("first-letter.digit", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase}</style></head><body><p id=t>1abc def</p></body></html>", "1abc def"),
        ("first-letter.td", "<!doctype html><html><head><style>td::first-letter{text-transform:uppercase}</style></head><body><table id=t><tr><td>hello</td><td>world</td></tr></table></body></html>", "Hello\tWorld"),
        ("first-letter.before", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase} p::before{content:'x'}</style></head><body><p id=t>hello world</p></body></html>", "hello world"),
        ("first-letter.beforeempty", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase} p::before{content:''}</style></head><body><p id=t>hello world</p></body></html>", "hello world"),
        ("first-letter.img", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase}</style></head><body><p id=t><img src=x.png>hello world</p></body></html>", "hello world"),
        ("first-letter.sz", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase}</style></head><body><p id=t>ßig world</p></body></html>", "SSig world"),
        ("first-letter.ij", "<!doctype html><html><head><style>p::first-letter{text-transform:capitalize}</style></head><body><p id=t>ǆemal world</p></body></html>", "ǅemal world"),
        ("first-letter.ws_pre", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase} p{white-space:pre}</style></head><body><p id=t>  hello world</p></body></html>", "  Hello world"),
        ("first-letter.float", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase;float:left}</style></head><body><p id=t>hello world</p></body></html>", "Hello world"),
        ("first-letter.flex", "<!doctype html><html><head><style>div::first-letter{text-transform:uppercase} div{display:flex}</style></head><body><div id=t>hello world</div></body></html>", "hello world"),
        ("first-letter.space_only", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase}</style></head><body><p id=t>\" hello\" world</p></body></html>", "\" Hello\" world"),
        ("first-letter.hidden_first", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase}</style></head><body><p id=t><span style='display:none'>xx</span>hello world</p></body></html>", "Hello world"),
        ("first-letter.body", "<!doctype html><html><head><style>body::first-letter{text-transform:uppercase}</style></head><body><div id=t>hello world</div></body></html>", "Hello world"),
        ("first-letter.heading", "<!doctype html><html><head><style>h2::first-letter{text-transform:uppercase;font-size:2em}</style></head><body><h2 id=t>hello</h2></body></html>", "Hello"),
        ("first-letter.inherit-inline", "<!doctype html><html><head><style>p::first-letter{color:red}</style></head><body><p id=t><b style='text-transform:uppercase'>hello</b> world</p></body></html>", "HELLO world"),
        ("first-letter.inherit-block", "<!doctype html><html><head><style>p::first-letter{color:red} p{text-transform:capitalize}</style></head><body><p id=t>hello world</p></body></html>", "Hello World"),
        ("first-letter.after-float", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase}</style></head><body><p id=t><span style='float:left'>xy</span>hello world</p></body></html>", "xyHello world"),
        ("first-letter.after-abs", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase}</style></head><body><p id=t><span style='position:absolute'>xy</span>hello world</p></body></html>", "xyHello world"),
        ("first-letter.nested-override", "<!doctype html><html><head><style>div::first-letter{text-transform:uppercase} p::first-letter{text-transform:lowercase}</style></head><body><div id=t><p>HELLO</p></div></body></html>", "hELLO"),
        ("first-letter.second-p", "<!doctype html><html><head><style>div::first-letter{text-transform:uppercase}</style></head><body><div id=t><p>hello</p><p>world</p></div></body></html>", "Hello\n\nworld"),
        ("first-letter.ws-span", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase}</style></head><body><p id=t><span> </span>hello</p></body></html>", "hello"),
        ("first-letter.hidden-punct", "<!doctype html><html><head><style>p::first-letter{visibility:hidden}</style></head><body><p id=t>\"hello\" world</p></body></html>", "ello\" world"),
        ("first-letter.hidden-lead", "<!doctype html><html><head><style>p::first-letter{visibility:hidden}</style></head><body><p id=t>  <b>hello</b> world</p></body></html>", "ello world"),
        ("first-letter.only-punct", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase}</style></head><body><p id=t><b>((</b>hello</p></body></html>", "((hello"),
        ("first-letter.whitespace-text-first", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase}</style></head><body><p id=t><b>hi</b> there</p><p>\n  <i>x</i> y</p></body></html>", "Hi there\n\nX y"),
        ("first-letter.caption", "<!doctype html><html><head><style>caption::first-letter{text-transform:uppercase}</style></head><body><table id=t><caption>cap</caption><tr><td>a</td></tr></table></body></html>", "Cap\na"),
        ("first-letter.button", "<!doctype html><html><head><style>button::first-letter{text-transform:uppercase}</style></head><body><div id=t><button>click</button></div></body></html>", "Click"),
        ("first-letter.sec-block", "<!doctype html><html><head><style>p{-webkit-text-security:disc}</style></head><body><p id=t>hello</p></body></html>", "•••••"),
        ("first-letter.display-contents", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase}</style></head><body><p id=t><span style='display:contents'>hello</span> world</p></body></html>", "Hello world"),
        ("first-letter.svg", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase}</style></head><body><p id=t><svg width=0 height=0></svg>hello</p></body></html>", "hello"),
        ("first-letter.before-float", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase} p::before{content:'x';float:left}</style></head><body><p id=t>hello world</p></body></html>", "Hello world"),
        ("first-letter.before-none", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase} p::before{content:none}</style></head><body><p id=t>hello world</p></body></html>", "Hello world"),
        ("first-letter.comment", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase}</style></head><body><p id=t><!--c-->hello world</p></body></html>", "Hello world"),
        ("first-letter.important", "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase !important} #t::first-letter{text-transform:none}</style></head><body><p id=t>hello world</p></body></html>", "Hello world"),
        ("first-letter.media", "<!doctype html><html><head><style>@media (min-width: 100px) { p::first-letter{text-transform:uppercase} }</style></head><body><p id=t>hello world</p></body></html>", "Hello world"),
        ("first-letter.float-then-em", "<!doctype html><html><head><style>div::first-letter{text-transform:uppercase}</style></head><body><div id=t><span style='float:left'>f</span><em>after float</em></div></body></html>", "fafter float"),
        ("first-letter.float-then-text", "<!doctype html><html><head><style>div::first-letter{text-transform:uppercase}</style></head><body><div id=t><span style='float:left'>f</span>after float</div></body></html>", "fAfter float"),
        ("first-letter.abs-then-em", "<!doctype html><html><head><style>div::first-letter{text-transform:uppercase}</style></head><body><div id=t><span style='position:absolute'>f</span><em>after abs</em></div></body></html>", "fafter abs"),
        ("first-letter.empty-float-then-em", "<!doctype html><html><head><style>div::first-letter{text-transform:uppercase}</style></head><body><div id=t><span style='float:left'></span><em>empty float</em></div></body></html>", "empty float"),
        // `-webkit-text-security`: every UTF-16 code unit of the transformed text, white space
        // included, drawn as the shape, before white space collapses.
        ("text-security.collapsible", "<!DOCTYPE html><html><head><style>.s{-webkit-text-security:disc}</style></head><body><p class=s>\n  hello   world\n</p></body></html>", "•••••••••••••••••"),
        ("text-security.blocks", "<!DOCTYPE html><html><head><style>.s{-webkit-text-security:disc}</style></head><body><div class=s><p>one</p> <p>two</p></div></body></html>", "•••\n\n•••"),
        ("text-security.after-transform", "<!DOCTYPE html><html><head><style>.s{-webkit-text-security:disc}</style></head><body><p class=s style=\"text-transform:uppercase\">ß x</p></body></html>", "••••"),
        ("text-security.utf16", "<!DOCTYPE html><html><head><style>.s{-webkit-text-security:disc}</style></head><body><p class=s>😀é&#x301;</p></body></html>", "••••"),
        ("text-security.inline", "<!DOCTYPE html><html><head><style>.s{-webkit-text-security:disc}</style></head><body><p>a <span class=s>b c</span> d</p></body></html>", "a ••• d"),
        ("text-security.pre", "<!DOCTYPE html><html><head><style>.s{-webkit-text-security:disc}</style></head><body><p class=s style=\"white-space:pre\">a\nb</p></body></html>", "•••"),
        ("text-security.br", "<!DOCTYPE html><html><head><style>.s{-webkit-text-security:disc}</style></head><body><p class=s>x<br>y</p></body></html>", "•\n•"),
        ("text-security.none-inside", "<!DOCTYPE html><html><head><style>.s{-webkit-text-security:disc}</style></head><body><p class=s><span style=\"-webkit-text-security:none\">in</span>out</p></body></html>", "in•••"),
        ("text-security.shapes", "<!DOCTYPE html><html><head><style>.s{-webkit-text-security:disc}</style></head><body><p style=\"-webkit-text-security:square\">ab</p><p style=\"-webkit-text-security:circle\">a  b</p></body></html>", "■■\n\n◦◦◦◦"),
        // White space alone with a box (in an inline, or kept) is the letter: WebKit looks no further.
        ("first-letter.ws-in-inline", "<!doctype html><html><head><style>div::first-letter{visibility:hidden}</style></head><body><div id=t>  <em> <i>xyz</i></em> tail</div></body></html>", "xyz tail"),
        ("first-letter.ws-in-inline-upper", "<!doctype html><html><head><style>div::first-letter{text-transform:uppercase}</style></head><body><div id=t><em> <i>xyz</i></em></div></body></html>", "xyz"),
        ("first-letter.ws-pre", "<!doctype html><html><head><style>div::first-letter{visibility:hidden}</style></head><body><div id=t style='white-space:pre'>  <b>xyz</b></div></body></html>", "xyz"),
        ("first-letter.ws-pre-inline", "<!doctype html><html><head><style>div::first-letter{visibility:hidden}</style></head><body><div id=t style='white-space:pre'><em>  <i>xyz</i></em></div></body></html>", "xyz"),
        ("first-letter.nbsp-in-inline", "<!doctype html><html><head><style>div::first-letter{visibility:hidden}</style></head><body><div id=t><em>&nbsp;<i>xyz</i></em></div></body></html>", "xyz"),
        ("first-letter.ws-text-in-inline", "<!doctype html><html><head><style>div::first-letter{visibility:hidden}</style></head><body><div id=t><em> xyz</em></div></body></html>", "yz"),
        ("first-letter.ws-lead-block", "<!doctype html><html><head><style>div::first-letter{visibility:hidden}</style></head><body><div id=t>  <em><i>xyz</i></em></div></body></html>", "yz"),
        ("first-letter.hidden-pre", "<!doctype html><html><head><style>p::first-letter{visibility:hidden}</style></head><body><p id=t style='white-space:pre'>hello</p><p style='white-space:pre-wrap'>(ab) c</p></body></html>", "ello\n\nb) c"),
        ("ua.q-quotes", "<!DOCTYPE html><html><head></head><body><div><q> one</q></div><div>a<q></q> <q> </q>b</div></body></html>", " one\na  b"),
    ]

    /// Where this engine still differs from WebKit, with why (by case name).
    static let knownDifferences: [String: String] = [:]

    @Test(arguments: cases)
    func innerTextIsWebKits(_ name: String, _ page: String, _ expected: String) {
        let store = NodeStore()
        let document = store.createDocument(url: URLRecord.parse("http://fakehost/test/page.html")!)
        HTMLParser.parseDocument(page, into: store, document: document)
        if let reason = Self.knownDifferences[name] {
            withKnownIssue(Comment(rawValue: reason)) { #expect(store.innerText(of: store.body(of: document)!) == expected) }
        } else {
            #expect(store.innerText(of: store.body(of: document)!) == expected, "\(name)")
        }
    }

    /// The `innerText` of elements under a block's `::first-letter`: an inline element or a
    /// block that holds the letter has it transformed, as WebKit 2.50 gives it.
    static let firstLetterPage = "<!doctype html><html><head><style>p::first-letter{text-transform:uppercase} div::first-letter{text-transform:uppercase}</style></head><body><p id=p><b id=b>hello</b> <i id=i>world</i></p><div id=d><p id=q><span id=s>abc</span></p></div><div><section id=sec>xyz</section></div><div><span style='float:left'>f</span><em id=em>after float</em></div><div>x<em id=second>second</em></div><div><em> <i id=afterspace>xyz</i></em></div><div><em><i id=firsttext>xyz</i></em></div></body></html>"
    static let firstLetterElements = [
        "p": "Hello world", "b": "Hello", "i": "world", "d": "Abc\n\n", "q": "Abc", "s": "Abc", "sec": "Xyz",
        "em": "after float", "second": "second", "afterspace": "xyz", "firsttext": "Xyz",
    ]

    @Test func elementsUnderAFirstLetterAreWebKits() {
        let store = NodeStore()
        let document = store.createDocument(url: URLRecord.parse("http://fakehost/test/page.html")!)
        HTMLParser.parseDocument(Self.firstLetterPage, into: store, document: document)
        var texts: [String: String] = [:]
        store.forEachDescendantElement(of: document) { element in
            if let id = store.attribute(.id, of: element) { texts[id] = store.innerText(of: element) }
            return true
        }
        #expect(texts == Self.firstLetterElements)
    }

    /// Setting `innerText` on `<div>old<b>x</b></div>` and `outerText` on the span of
    /// `<div>a<span>old</span>b</div>`: the div's `innerHTML`, `innerText` and number of
    /// children after, as WebKit 2.50 gives them (`../shared/tools/webkit-oracle`).
    static let setterCases: [(String, String, String, String, Int)] = [
        ("inner.lf", "a\nb", "a<br>b", "a\nb", 3),
        ("inner.crlf", "a\r\nb", "a<br>b", "a\nb", 3),
        ("inner.cr", "a\rb", "a<br>b", "a\nb", 3),
        ("inner.lflf", "a\n\nb", "a<br><br>b", "a\n\nb", 4),
        ("inner.lone-lf", "\n", "<br>", "\n", 1),
        ("inner.empty", "", "", "", 0),
        ("inner.spaces", "  a  b  ", "  a  b  ", "a b", 1),
        ("inner.tab", "a\tb", "a\tb", "a b", 1),
        ("inner.markup", "<b>x</b> & y", "&lt;b&gt;x&lt;/b&gt; &amp; y", "<b>x</b> & y", 1),
        ("inner.crlfcrlf", "\r\n\r\n", "<br><br>", "\n\n", 2),
        ("inner.trailing-lf", "a\n", "a<br>", "a\n", 2),
        ("inner.nbsp", "a\u{00A0} b", "a&nbsp; b", "a\u{00A0} b", 1),
        ("inner.lfcr", "a\n\rb", "a<br><br>b", "a\n\nb", 4),
        ("outer.lf", "a\nb", "aa<br>bb", "aa\nbb", 3),
        ("outer.crlf", "a\r\nb", "aa<br>bb", "aa\nbb", 3),
        ("outer.cr", "a\rb", "aa<br>bb", "aa\nbb", 3),
        ("outer.lflf", "a\n\nb", "aa<br><br>bb", "aa\n\nbb", 4),
        ("outer.lone-lf", "\n", "a<br>b", "a\nb", 3),
        ("outer.empty", "", "ab", "ab", 1),
        ("outer.spaces", "  a  b  ", "a  a  b  b", "a a b b", 1),
        ("outer.tab", "a\tb", "aa\tbb", "aa bb", 1),
        ("outer.markup", "<b>x</b> & y", "a&lt;b&gt;x&lt;/b&gt; &amp; yb", "a<b>x</b> & yb", 1),
        ("outer.crlfcrlf", "\r\n\r\n", "a<br><br>b", "a\n\nb", 4),
        ("outer.trailing-lf", "a\n", "aa<br>b", "aa\nb", 3),
        ("outer.nbsp", "a\u{00A0} b", "aa&nbsp; bb", "aa\u{00A0} bb", 1),
        ("outer.lfcr", "a\n\rb", "aa<br><br>bb", "aa\n\nbb", 4),
    ]

    @Test(arguments: setterCases)
    func settingTextIsWebKits(_ name: String, _ value: String, _ html: String, _ text: String, _ children: Int) throws {
        let store = NodeStore()
        let document = store.createDocument(url: URLRecord.parse("http://fakehost/test/page.html")!)
        let isOuter = name.hasPrefix("outer.")
        let markup = isOuter ? "<div>a<span>old</span>b</div>" : "<div>old<b>x</b></div>"
        HTMLParser.parseDocument("<!DOCTYPE html><html><head></head><body>\(markup)</body></html>", into: store, document: document)
        let div = try #require(store.firstChild(of: store.body(of: document)!))
        if isOuter {
            let first = try #require(store.firstChild(of: div))
            let span = try #require(store.nextSibling(of: first))
            try store.setOuterText(value, of: span)
        } else {
            store.setInnerText(value, of: div)
        }
        #expect(HTMLSerializer(store: store).serializeChildren(of: div) == html, "\(name)")
        #expect(store.innerText(of: div) == text, "\(name)")
        var count = 0
        var child = store.firstChild(of: div)
        while let current = child {
            count += 1
            child = store.nextSibling(of: current)
        }
        #expect(count == children, "\(name)")
    }
}
