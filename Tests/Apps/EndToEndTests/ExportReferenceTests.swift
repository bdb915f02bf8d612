import BurinTestSupport
import Foundation
import Testing

/// `burin export` against an independent reading of the same query: a small Python program that
/// reads every line with `json.loads` and applies the query language's rules as the README states
/// them. Every query, sort and format must give the same bytes, in the same order.
@Suite struct ExportReferenceTests {
    /// Records with unicode, nested arrays, missing fields, numbers in strings, escapes, dates, and
    /// a line ending in CRLF; deterministic (a linear congruential generator).
    static func feed() -> String {
        var seed: UInt64 = 7
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        let names = ["Blue Bottle", "陈记咖啡", "Café Noir", "王家小馆", "tea house", "Coffee Lab", "面馆"]
        let categories = ["咖啡", "甜品", "面食", "Coffee", "tea"]
        let tags = ["新店", "品牌", "hot", "Quiet", "咖啡"]
        var lines: [String] = []
        for i in 0..<400 {
            var fields: [String] = ["\"id\":\(i)", "\"name\":\"\(names[next(names.count)])\""]
            if next(10) > 0 { fields.append("\"category\":\"\(categories[next(categories.count)])\"") }
            switch next(4) {
            case 0: fields.append("\"rating\":\(30 + next(21))e-1")
            case 1: fields.append("\"rating\":\"\(3 + next(3)).\(next(10))\"")
            case 2: fields.append("\"rating\":\(3 + next(3)).\(next(10))")
            default: break
            }
            let count = next(4)
            fields.append(
                "\"tags\":[" + (0..<count).map { _ in "\"\(tags[next(tags.count)])\"" }.joined(separator: ",") + "]")
            if next(3) > 0 {
                let labels = (0..<next(3)).map { _ in "{\"name\":\"\(["bug", "ui", "Docs"][next(3)])\"}" }
                fields.append("\"labels\":[" + labels.joined(separator: ",") + "]")
            }
            if next(2) == 0 {
                fields.append(
                    "\"owner\":{\"name\":\"\(["ann", "Bo", "曾"][next(3)])\",\"since\":\"2021-0\(1 + next(9))-1\(next(10))T0\(next(10)):00:00Z\"}"
                )
            }
            if next(5) == 0 { fields.append("\"open\":\(next(2) == 0 ? "true" : "false")") }
            if next(7) == 0 { fields.append("\"fee\":null") }
            lines.append("{" + fields.joined(separator: ",") + "}")
        }
        lines.append(#"{"id":1000,"name":"caf\u00e9 \"quoted\"","category":"\u5496\u5561","rating":4.9}"#)
        lines.append(#"{"id":1001,"name":"emoji 😀","tags":["a,b","x\ny"],"rating":"4.95"}"# + "\r")
        lines.append(#"{"id":1002,"nested":[[{"deep":{"v":5}}]],"rating":1}"#)
        lines.append(#"{"id":1003,"name":"CAFÉ ÉTÉ","category":"МОСКВА","tags":["Ärger"]}"#)
        lines.append(#"{"id":1004,"name":"école","category":"москва","tags":["arbre"]}"#)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The independent reading (Python 3, standard library only).
    static let reference = #"""
        import csv, io, json, re, sys, unicodedata
        from datetime import datetime, timezone

        NUM = re.compile(r'^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$')
        class Num(str): pass

        def number(v):
            if isinstance(v, (Num, str)) and NUM.match(v): return float(v)
            return None

        def time(v):
            if isinstance(v, Num):
                x = float(v); return x / 1000 if abs(x) >= 1e11 else x
            if not isinstance(v, str): return None
            m = re.match(r'^(\d{4})-(\d\d)-(\d\d)(?:[Tt ](\d\d):(\d\d)(?::(\d\d)(?:[.,](\d+))?)?(Z|z|[+-]\d\d(?::?\d\d)?)?)?$', v)
            if not m: return None
            y, mo, d, h, mi, s, frac, off = m.groups()
            t = datetime(int(y), int(mo), int(d), int(h or 0), int(mi or 0), int(s or 0), tzinfo=timezone.utc).timestamp()
            if frac: t += float('0.' + frac)
            if off and off not in 'Zz':
                sign = -1 if off[0] == '-' else 1
                digits = off[1:].replace(':', '')
                t -= sign * (int(digits[:2]) * 3600 + int(digits[2:4] or 0) * 60)
            return t

        def text(v):
            if v is True: return 'true'
            if v is False: return 'false'
            return str(v)

        def forms(c):  # c and its one-character lower, upper and title cases
            return {c} | {m for m in (c.lower(), c.upper(), c.title()) if len(m) == 1}

        def contains_folded(want, have):
            n = len(want)
            return any(all(have[i + k] in forms(want[k]) for k in range(n)) for i in range(len(have) - n + 1))

        def equals_folded(want, have):
            return len(want) == len(have) and contains_folded(want, have)

        def collation(b):  # case and accents folded; Chinese by code point
            s = unicodedata.normalize('NFD', b.decode())
            return ''.join(c for c in s if not unicodedata.combining(c)).casefold().encode()

        def visit(v, comps):
            if not comps: yield v; return
            c, rest = comps[0], comps[1:]
            if c == '*':
                for x in (v.values() if isinstance(v, dict) else v if isinstance(v, list) else []):
                    yield from visit(x, rest)
            elif isinstance(v, dict):
                if c in v: yield from visit(v[c], rest)
            elif isinstance(v, list):
                if c.isdigit():
                    if int(c) < len(v): yield from visit(v[int(c)], rest)
                else:
                    for x in v: yield from visit(x, comps)

        def scalars(v):
            if isinstance(v, dict):
                for x in v.values(): yield from scalars(x)
            elif isinstance(v, list):
                for x in v: yield from scalars(x)
            else: yield v

        def parse(q):
            terms, i = [], 0
            while i < len(q):
                if q[i].isspace(): i += 1; continue
                neg = q[i] == '-'
                if neg: i += 1
                j = i
                if q[j] == '"':
                    k = q.index('"', j + 1); terms.append((neg, None, 'contains', q[j + 1:k])); i = k + 1; continue
                if q[j] == '/':
                    k = q.index('/', j + 1); terms.append((neg, None, 'regex', q[j + 1:k])); i = k + 1; continue
                while j < len(q) and not q[j].isspace() and q[j] not in ':=<>': j += 1
                if j == len(q) or q[j].isspace():
                    terms.append((neg, None, 'contains', q[i:j])); i = j; continue
                path = q[i:j].lstrip('.').split('.')
                op = q[j]; j += 1
                if op in '<>' and q[j] == '=': op += '='; j += 1
                if q[j] == '"':
                    k = q.index('"', j + 1); val = q[j + 1:k]; i = k + 1
                elif q[j] == '/' and op == ':':
                    k = q.index('/', j + 1); op = 'regex'; val = q[j + 1:k]; i = k + 1
                else:
                    k = j
                    while k < len(q) and not q[k].isspace(): k += 1
                    val = q[j:k]; i = k
                terms.append((neg, path, {':': 'contains', '=': 'equals'}.get(op, op), val))
            return terms

        def holds(op, want, v):
            if v is None: return op == 'equals' and want == 'null'
            sensitive = any(c.isupper() for c in want)
            if op == 'contains':
                return want in text(v) if sensitive else contains_folded(want, text(v))
            if op == 'equals':
                w, x = number(want), number(v)
                if w is not None and x is not None: return w == x
                return want == text(v) if sensitive else equals_folded(want, text(v))
            if op == 'regex':
                return re.search(want, text(v), 0 if any(c.isupper() for c in want) else re.I) is not None
            bound = number(want)
            if bound is not None: x = number(v)
            else: bound, x = time(want), time(v)
            if x is None: return False
            return {'<': x < bound, '<=': x <= bound, '>': x > bound, '>=': x >= bound}[op]

        def matches(rec, terms):
            for neg, path, op, want in terms:
                values = [rec] if path is None else list(visit(rec, path))
                found = any(holds(op, want, s) for v in values for s in scalars(v))
                if found == neg: return False
            return True

        def sort_key(rec, path):
            for v in visit(rec, path):
                for s in scalars(v):
                    if s is None: continue
                    if number(s) is not None: return (0, number(s), b'')
                    if time(s) is not None: return (1, time(s), b'')
                    b = text(s).encode()
                    return (2, 0, (collation(b), b))
            return None

        path, query, sort, fmt = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
        terms = parse(query)
        rows = []
        for raw in open(path, 'rb').read().split(b'\n'):
            body = raw.strip(b' \t\r')
            if not body: continue
            rec = json.loads(body, parse_int=Num, parse_float=Num)
            if matches(rec, terms): rows.append((body, rec))
        if sort:
            desc = sort.startswith('-')
            p = sort.lstrip('-').split('.')
            keyed = [(sort_key(r, p), i) for i, (_, r) in enumerate(rows)]
            present = sorted([k for k in keyed if k[0] is not None], key=lambda k: k[0], reverse=desc)
            # Python's sort is stable, also reversed; ties must keep source order either way.
            if desc:
                present = sorted(present, key=lambda k: k[1])
                present = sorted(present, key=lambda k: k[0], reverse=True)
            order = [i for _, i in present] + [i for k, i in keyed if k is None]
            rows = [rows[i] for i in order]
        out = sys.stdout.buffer
        if fmt == 'jsonl':
            for body, _ in rows: out.write(body + b'\n')
        elif fmt == 'json':
            out.write(b'[' + b','.join(b'\n' + body for body, _ in rows) + (b'\n]\n' if rows else b']\n'))
        else:
            cols = []
            for _, rec in rows:
                for k, v in rec.items():
                    if not isinstance(v, (dict, list)) and k not in cols: cols.append(k)
            s = io.StringIO()
            w = csv.writer(s, lineterminator='\r\n')
            w.writerow(cols)
            for _, rec in rows:
                w.writerow(['' if rec.get(c) is None or isinstance(rec.get(c), (dict, list)) else text(rec[c]) for c in cols])
            out.write(s.getvalue().encode())
        """#

    static let queries = [
        "", "咖啡", "coffee", "Coffee", "rating>4.5", "rating>=4.5 -tags:新店", "category:咖啡", "category=tea",
        "tags=hot", "-tags:quiet", "labels.name:bug", "labels.*.name=Docs", "labels.0.name=ui",
        "owner.since>2021-05-01", "owner.since<=2021-03-15T05:00:00Z", "owner.name:ann", #""blue bottle""#,
        "name:/^(Caf|Blue)/", "/馆$/", "open=true", "fee=null", "-category:咖", "rating=4.95", "nested.deep.v>4",
        "missing:x", "-missing:x", "café", "name=café été", "category=москва", "-tags:ärger", "École",
    ]
    static let sorts = ["", "rating", "-rating", "name", "-owner.since", "tags", "-labels.name"]

    private func run(_ arguments: [String]) throws -> TmuxChildProcess.Outcome {
        try TmuxChildProcess.run(arguments[0], Array(arguments.dropFirst()), timeout: .seconds(60))
    }

    @Test func everyQueryAndSortMatchesTheReference() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let data = try folder.write(Self.feed(), to: "feed.jsonl")
        let script = try folder.write(Self.reference, to: "reference.py")
        let burin = try BurinBinary.path()
        var checked = 0
        for query in Self.queries {
            for sort in query.isEmpty || query == "咖啡" ? Self.sorts : ["", "-rating"] {
                var arguments = [burin, "export", data, "--filter", query]
                if !sort.isEmpty { arguments += ["--sort", sort] }
                let mine = try run(arguments)
                let theirs = try run(["/usr/bin/env", "python3", script, data, query, sort, "jsonl"])
                #expect(mine.status == 0, "\(query) \(sort): \(mine.standardError)")
                #expect(theirs.status == 0, "reference \(query): \(theirs.standardError)")
                #expect(mine.standardOutput == theirs.standardOutput, "query '\(query)' sort '\(sort)'")
                if mine.standardOutput != theirs.standardOutput { return }
                checked += 1
            }
        }
        #expect(checked > 40)
    }

    @Test func jsonAndCSVMatchTheReference() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let data = try folder.write(Self.feed(), to: "feed.jsonl")
        let script = try folder.write(Self.reference, to: "reference.py")
        let burin = try BurinBinary.path()
        for format in ["json", "csv"] {
            for (query, sort) in [("", ""), ("咖啡", "-rating"), ("nothing-matches-this", "")] {
                var arguments = [burin, "export", data, "--filter", query, "--format", format]
                if !sort.isEmpty { arguments += ["--sort", sort] }
                let mine = try run(arguments)
                let theirs = try run(["/usr/bin/env", "python3", script, data, query, sort, format])
                #expect(mine.status == 0 && theirs.status == 0, "\(mine.standardError) \(theirs.standardError)")
                #expect(mine.standardOutput == theirs.standardOutput, "\(format) '\(query)' '\(sort)'")
            }
        }
    }

    @Test func exportRefusesItsInputAndBadQueriesAsSnapshotDoes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let data = try folder.write(Self.feed(), to: "feed.jsonl")
        let burin = try BurinBinary.path()
        let before = try folder.read("feed.jsonl")
        let over = try run([burin, "export", data, "--out", data])
        #expect(over.status == 2)
        #expect(over.standardError.contains("is the input file; burin never writes over its input"))
        #expect(try folder.read("feed.jsonl") == before)
        let bad = try run([burin, "export", data, "--filter", "score>>5"])
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("--filter: score>>5: expected a number after '>'"), "\(bad.standardError)")
        let format = try run([burin, "export", data, "--format", "xml"])
        #expect(format.status == 2 && format.standardError.contains("--format takes jsonl, json or csv"))
        let missing = try run([burin, "export", folder.file("nope.jsonl")])
        #expect(missing.status == 1)
        let written = try run([burin, "export", data, "--filter", "category=tea", "--out", folder.file("tea.jsonl")])
        #expect(written.status == 0 && written.standardOutput.isEmpty)
        let lines = try folder.read("tea.jsonl").split(separator: 0x0A)
        #expect(
            !lines.isEmpty && lines.allSatisfy { String(decoding: $0, as: UTF8.self).contains(#""category":"tea""#) })
    }
}
