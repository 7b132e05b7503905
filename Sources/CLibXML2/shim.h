// The libxml2 surface appexjs uses: the HTML parser and its SAX interface.
// Only the HTMLParsing module imports this.
#ifndef APPEXJS_CLIBXML2_SHIM_H
#define APPEXJS_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU, so <libxml/encoding.h> would include the system
// ICU headers, whose declarations clash with the ICU that Foundation bundles. Nothing
// here touches libxml2's ICU-specific encoding-handler fields, so hide ICU from it.
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
#endif
