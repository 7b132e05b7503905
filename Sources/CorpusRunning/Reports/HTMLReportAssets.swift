/// The style sheet and script the HTML report carries inline.
enum HTMLReportAssets {
    static let css = """
        :root { --ok: #1a7f37; --error: #cf222e; --timeout: #bc4c00; --crashed: #8250df; --oom: #953800;
          --text: #1f2328; --muted: #656d76; --line: #d0d7de; --panel: #f6f8fa; }
        * { box-sizing: border-box; }
        body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--text); margin: 0 auto;
          padding: 24px; max-width: 1240px; }
        h1 { font-size: 22px; margin: 0; }
        h2 { font-size: 15px; margin: 0 0 10px; }
        h2 small { font-weight: normal; color: var(--muted); }
        .subtitle { color: var(--muted); margin: 4px 0 16px; }
        .cards { display: flex; gap: 10px; flex-wrap: wrap; margin-bottom: 12px; }
        .card { border: 1px solid var(--line); border-radius: 8px; padding: 8px 14px; min-width: 96px; background: #fff; }
        .card b { display: block; font-size: 22px; }
        .card span { color: var(--muted); }
        .card.zero { opacity: .55; }
        .card.good b { color: var(--ok); } .card.bad b { color: var(--error); }
        .card.status-ok b { color: var(--ok); } .card.status-error b { color: var(--error); }
        .card.status-timeout b { color: var(--timeout); } .card.status-crashed b { color: var(--crashed); }
        .card.status-out-of-memory b { color: var(--oom); }
        .panel { border: 1px solid var(--line); border-radius: 8px; padding: 14px; margin: 14px 0; background: var(--panel); }
        .histogram { width: 100%; height: auto; background: #fff; border-radius: 6px; }
        .histogram .bar { fill: #0969da; } .histogram .bar.overflow { fill: #bc4c00; }
        .histogram .bar:hover { fill: #54aeff; }
        .histogram .axis { stroke: var(--muted); }
        .histogram .label, .histogram .caption { fill: var(--muted); font-size: 12px; }
        .controls { display: flex; gap: 14px; align-items: center; margin-bottom: 8px; }
        .controls input[type=search] { width: 320px; padding: 5px 8px; border: 1px solid var(--line); border-radius: 6px; }
        #shown, .note { color: var(--muted); }
        .note { margin-left: auto; }
        table { width: 100%; border-collapse: collapse; background: #fff; table-layout: fixed; }
        th, td { text-align: left; padding: 5px 8px; border-bottom: 1px solid var(--line); vertical-align: top;
          overflow: hidden; text-overflow: ellipsis; }
        th { cursor: pointer; user-select: none; white-space: nowrap; background: #eaeef2; position: sticky; top: 0; }
        th:nth-child(1) { width: 17%; } th:nth-child(2) { width: 8.5%; } th:nth-child(3) { width: 8.5%; }
        th:nth-child(4), th:nth-child(5), th:nth-child(6), th:nth-child(7) { width: 6.5%; }
        th[aria-sort=ascending]::after { content: " ▲"; } th[aria-sort=descending]::after { content: " ▼"; }
        td.id { font-family: ui-monospace, monospace; font-size: 12.5px; word-break: break-all; white-space: normal; }
        td.number { text-align: right; font-variant-numeric: tabular-nums; }
        tr.failed { background: #fff5f5; }
        .badge, .verdict { display: inline-block; padding: 0 7px; border-radius: 10px; font-size: 12px; color: #fff; }
        .badge.status-ok { background: var(--ok); } .badge.status-error { background: var(--error); }
        .badge.status-timeout { background: var(--timeout); } .badge.status-crashed { background: var(--crashed); }
        .badge.status-out-of-memory { background: var(--oom); }
        .verdict { color: var(--text); border: 1px solid var(--line); }
        .verdict-regressed, .verdict-missing, .verdict-unreadable { background: #ffebe9; border-color: #ff8182; }
        .verdict-improved, .verdict-recorded { background: #dafbe1; border-color: #4ac26b; }
        .snapshots .verdict { margin-right: 6px; }
        td.details { white-space: normal; font-family: ui-monospace, monospace; font-size: 12.5px; }
        details summary { cursor: pointer; font-family: ui-monospace, monospace; font-size: 12.5px; overflow: hidden;
          text-overflow: ellipsis; white-space: nowrap; }
        details[open] summary { white-space: normal; }
        details pre { white-space: pre-wrap; word-break: break-word; background: var(--panel); padding: 8px;
          border-radius: 6px; margin: 6px 0 0; font-size: 12px; }
        .empty { color: var(--muted); }
        """

    static let script = """
        (function () {
          var table = document.getElementById("pages");
          var body = table.tBodies[0];
          var headers = table.tHead.rows[0].cells;
          var filter = document.getElementById("filter");
          var failedOnly = document.getElementById("failed-only");
          var shown = document.getElementById("shown");
          function key(row, column, type) {
            var cell = row.cells[column];
            return type === "number" ? parseFloat(cell.getAttribute("data-value")) : cell.textContent.toLowerCase();
          }
          function sortBy(column) {
            var header = headers[column];
            var type = header.getAttribute("data-type");
            var ascending = header.getAttribute("aria-sort") !== "ascending";
            for (var i = 0; i < headers.length; i++) headers[i].removeAttribute("aria-sort");
            header.setAttribute("aria-sort", ascending ? "ascending" : "descending");
            var rows = Array.prototype.slice.call(body.rows);
            rows.sort(function (a, b) {
              var x = key(a, column, type), y = key(b, column, type);
              var order = x < y ? -1 : x > y ? 1 : 0;
              return ascending ? order : -order;
            });
            rows.forEach(function (row) { body.appendChild(row); });
          }
          function applyFilter() {
            var text = filter.value.toLowerCase();
            var count = 0;
            Array.prototype.forEach.call(body.rows, function (row) {
              var visible = (!failedOnly.checked || row.classList.contains("failed"))
                && (!text || row.textContent.toLowerCase().indexOf(text) >= 0);
              row.hidden = !visible;
              if (visible) count++;
            });
            shown.textContent = count + " of " + body.rows.length + " pages";
          }
          Array.prototype.forEach.call(headers, function (header, column) {
            header.addEventListener("click", function () { sortBy(column); });
            header.addEventListener("keydown", function (event) { if (event.key === "Enter") sortBy(column); });
          });
          filter.addEventListener("input", applyFilter);
          failedOnly.addEventListener("change", applyFilter);
          applyFilter();
        })();
        """
}
