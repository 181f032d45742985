/// The HTML report's style sheet, inline: system fonts only, readable on a phone, laid out for A4 when printed.
enum ReportHTMLStyle {
    /// Colours for insulins, in the order of the doses' names; more insulins than colours share them in turn.
    static let insulinColours = ["#0f766e", "#7b3fa0", "#b45309", "#be185d", "#1d4ed8", "#4d7c0f"]

    /// The class that gives `name` its colour: its place among `insulins`.
    static func insulinClass(_ name: String, among insulins: [String]) -> String {
        "ins\((insulins.firstIndex(of: name) ?? insulins.count) % insulinColours.count)"
    }

    /// The rules giving each insulin class its colour, for marks, labels, legend swatches and log lines.
    private static var insulinRules: String {
        insulinColours.enumerated().map { index, colour in
            ".ins\(index),.ins\(index) text{fill:\(colour);color:\(colour)}.legend .ins\(index) i{background:\(colour)}"
        }.joined()
    }

    static var css: String { rules + insulinRules + "\n" + print }

    private static let rules = """
        :root{--ink:#1d232b;--dim:#5f6b7a;--line:#d5dbe3;--range:#e3f3e6;--in:#2e8b57;--low:#d9534f;--vlow:#8b1a1a;\
        --high:#f0ad4e;--vhigh:#d9822b;--meal:#3366cc}
        *{box-sizing:border-box}
        body{margin:0 auto;max-width:60rem;padding:1rem;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,\
        "Hiragino Sans","Noto Sans CJK JP","Yu Gothic",sans-serif;color:var(--ink);background:#fff}
        h1{font-size:1.5rem;margin:0 0 .2rem}
        h2{font-size:1.15rem;margin:1.6rem 0 .5rem;border-bottom:1px solid var(--line);padding-bottom:.2rem}
        p{margin:.3rem 0}
        .dim{color:var(--dim)}
        .note{font-size:.9rem;color:var(--dim)}
        .metrics{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.5rem;margin:.5rem 0}
        .metric{border:1px solid var(--line);border-radius:6px;padding:.4rem .6rem}
        .metric b{display:block;font-size:1.3rem}
        .metric span{font-size:.8rem;color:var(--dim)}
        .ranges{display:flex;gap:1rem;align-items:stretch;margin:.8rem 0}
        .stack{display:flex;flex-direction:column;width:2.2rem;min-height:11rem;border:1px solid var(--line)}
        .stack i{display:block}
        .vh{background:var(--vhigh)}.h{background:var(--high)}.r{background:var(--in)}.l{background:var(--low)}\
        .vl{background:var(--vlow)}
        .ranges table td{padding:.1rem .5rem}
        svg{display:block;width:100%;height:auto}
        svg text{font-family:inherit;fill:var(--dim)}
        .grid{stroke:var(--line);stroke-width:2}
        .band{fill:var(--range)}
        .p95{fill:#c9d8ee}.p75{fill:#7fa3d6}.p50{fill:none;stroke:#1f4e8c;stroke-width:5}
        .target{stroke:var(--in);stroke-width:3;stroke-dasharray:12 8}
        .trace{fill:none;stroke:var(--ink);stroke-width:4;stroke-linejoin:round}
        .spot{fill:var(--ink)}
        .meal{fill:var(--meal)}.meal-text{fill:var(--meal)}
        .legend{display:flex;flex-wrap:wrap;gap:.3rem 1rem;font-size:.85rem}
        .legend i{display:inline-block;width:.8rem;height:.8rem;margin-right:.3rem;vertical-align:-.1rem}
        .legend .meal i{background:var(--meal)}
        .keep{break-inside:avoid}
        .strips{display:grid;grid-template-columns:repeat(auto-fill,minmax(22rem,1fr));gap:.6rem 1rem;margin:.6rem 0}
        figure{margin:0;break-inside:avoid}
        ul.log{list-style:none;margin:.1rem 0 0;padding:0;font-size:.78rem;line-height:1.3}
        ul.log li{padding-left:3.2em;text-indent:-3.2em}
        ul.log time{display:inline-block;width:3em;text-indent:0;color:var(--dim)}
        ul.problems{font-size:.85rem;padding-left:1.2rem;margin:.3rem 0}
        ul.problems li{break-inside:avoid}
        ul.problems .error b{color:var(--low)}
        ul.problems code{font-size:.8rem}
        figcaption{font-size:.8rem;display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 .5rem}
        figcaption b{white-space:nowrap}
        .months{display:flex;flex-wrap:wrap;gap:1rem}
        .month caption{font-weight:600;text-align:left}
        .month td,.month th{width:2.3rem;text-align:center;padding:.1rem;font-size:.85rem}
        .month td small{display:block;font-size:.75rem}
        .taken{color:var(--in)}.missed,.duplicate{color:var(--low);font-weight:600}.open,.unknown{color:var(--high)}
        table.days,table.around{border-collapse:collapse;width:100%;font-size:.85rem}
        table.days th,table.days td,table.around th,table.around td{padding:.15rem .4rem;border-bottom:1px solid var(--line);\
        text-align:right;white-space:nowrap}
        table.days th:first-child,table.days td:first-child,table.around td:first-child,table.around th:first-child\
        {text-align:left}
        .over{fill:var(--low)}.within{fill:var(--in)}.tick{stroke:var(--ink);stroke-width:2}
        polyline.weight{stroke:var(--ink);stroke-width:2}circle.weight{fill:var(--ink)}
        .table-wrap{overflow-x:auto}
        footer{margin-top:2rem;font-size:.8rem;color:var(--dim)}
        @media (max-width:40rem){body{padding:.6rem;font-size:14px}.strips{grid-template-columns:1fr}}
        """

    private static let print = """
        @page{size:A4;margin:12mm}
        @media print{body{max-width:none;padding:0;font-size:10pt}h2{break-after:avoid}\
        .strips{grid-template-columns:1fr 1fr}section{break-inside:auto}tr{break-inside:avoid}\
        .table-wrap{overflow:visible}*{-webkit-print-color-adjust:exact;print-color-adjust:exact}}
        """
}
