/// The style sheet and script the HTML report carries inline.
enum HTMLReportAssets {
    static let css = """
        :root { --ok: #1a7f37; --error: #cf222e; --timeout: #bc4c00; --crashed: #8250df; --oom: #953800;
          --text: #1f2328; --muted: #656d76; --line: #d0d7de; --panel: #f6f8fa; --mono: ui-monospace, "DejaVu Sans Mono", monospace; }
        * { box-sizing: border-box; }
        body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--text); margin: 0 auto;
          padding: 24px; max-width: 1240px; }
        h1 { font-size: 22px; margin: 0; }
        h2 { font-size: 15px; margin: 0 0 10px; }
        h2 small, .headline small { font-weight: normal; color: var(--muted); }
        .headline { font-size: 18px; font-weight: 600; margin: 6px 0 0; }
        .headline.good { color: var(--ok); } .headline.bad { color: var(--error); }
        .subtitle { color: var(--muted); margin: 4px 0 16px; }
        .cards { display: flex; gap: 10px; flex-wrap: wrap; margin-bottom: 12px; }
        .card { border: 1px solid var(--line); border-radius: 8px; padding: 8px 14px; min-width: 96px; background: #fff; }
        .card b { display: block; font-size: 22px; }
        .card span { color: var(--muted); }
        .card.zero { opacity: .55; }
        .card.status-ok b, .card.verdict-same b, .card.verdict-improved b, .card.verdict-recorded b { color: var(--ok); }
        .card.status-error b, .card.verdict-regressed b, .card.verdict-missing b, .card.verdict-unreadable b { color: var(--error); }
        .card.status-timeout b { color: var(--timeout); } .card.status-crashed b { color: var(--crashed); }
        .card.status-out-of-memory b { color: var(--oom); }
        .statuses { color: var(--muted); margin: 0 0 12px; }
        .panel { border: 1px solid var(--line); border-radius: 8px; padding: 14px; margin: 14px 0; background: var(--panel); }
        .panel.regressions { border-color: #ff8182; background: #fff8f7; }
        .regression { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 6px 10px; margin: 6px 0; }
        .regression summary { cursor: pointer; }
        .diff { margin: 6px 0 2px; padding-left: 18px; font-family: var(--mono); font-size: 12.5px; }
        .diff li { margin: 2px 0; overflow-wrap: anywhere; }
        .diff .path { font-weight: 600; }
        .diff .old { background: #ffebe9; text-decoration: line-through; text-decoration-color: #ff818266; }
        .diff .new { background: #dafbe1; }
        .diff .error { list-style: none; margin-left: -18px; color: var(--error); }
        .group { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; margin: 6px 0; }
        .group-head b { font-size: 18px; margin-right: 6px; }
        .message { white-space: pre-wrap; overflow-wrap: anywhere; font-family: var(--mono); font-size: 12.5px;
          background: var(--panel); padding: 8px; border-radius: 6px; margin: 6px 0; }
        .ids summary { cursor: pointer; color: var(--muted); }
        .ids p, p.ids { margin: 4px 0 0; line-height: 1.9; }
        span.id { font-family: var(--mono); font-size: 12px; background: var(--panel); border: 1px solid var(--line);
          border-radius: 4px; padding: 0 4px; overflow-wrap: anywhere; }
        .scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; }
        .histogram { width: 100%; min-width: 560px; height: auto; background: #fff; border-radius: 6px; display: block; }
        .histogram .bar { fill: #0969da; } .histogram .bar.overflow { fill: #bc4c00; }
        .histogram .bar:hover { fill: #54aeff; }
        .histogram .axis { stroke: var(--muted); }
        .histogram .label, .histogram .caption { fill: var(--muted); font-size: 12px; }
        .controls { display: flex; gap: 8px 14px; align-items: center; flex-wrap: wrap; margin-bottom: 8px; }
        .controls input[type=search] { width: 320px; max-width: 100%; padding: 5px 8px; border: 1px solid var(--line); border-radius: 6px; }
        #shown, .note { color: var(--muted); }
        .note { margin-left: auto; }
        table { width: 100%; min-width: 820px; border-collapse: collapse; background: #fff; table-layout: fixed; }
        th, td { text-align: left; padding: 5px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
        th { cursor: pointer; user-select: none; white-space: nowrap; background: #eaeef2; }
        th.column-id { width: 18%; } th.column-status, th.column-snapshot { width: 10%; }
        th.column-time, th.column-parse, th.column-run, th.column-rss { width: 7%; }
        th[aria-sort=ascending]::after { content: " ▲"; } th[aria-sort=descending]::after { content: " ▼"; }
        td.id { font-family: var(--mono); font-size: 12.5px; overflow-wrap: anywhere; }
        td.number { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        tr.failed { background: #fff5f5; }
        .badge, .verdict { display: inline-block; padding: 0 7px; border-radius: 10px; font-size: 12px; color: #fff; white-space: nowrap; }
        .badge.status-ok { background: var(--ok); } .badge.status-error { background: var(--error); }
        .badge.status-timeout { background: var(--timeout); } .badge.status-crashed { background: var(--crashed); }
        .badge.status-out-of-memory { background: var(--oom); }
        .verdict { color: var(--text); border: 1px solid var(--line); }
        .verdict-regressed, .verdict-missing, .verdict-unreadable { background: #ffebe9; border-color: #ff8182; }
        .verdict-improved, .verdict-recorded { background: #dafbe1; border-color: #4ac26b; }
        td.details { white-space: pre-wrap; overflow-wrap: anywhere; font-family: var(--mono); font-size: 12px; }
        .empty { color: var(--muted); }
        @media (max-width: 600px) {
          body { padding: 12px; }
          .card { min-width: 0; flex: 1 1 28%; padding: 6px 10px; }
          .note { margin-left: 0; }
        }
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
