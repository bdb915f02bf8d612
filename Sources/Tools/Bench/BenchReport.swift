/// What a scenario of `burin bench` reports: its JSON object (`--json`) and its rows of the table.
public protocol BenchReport {
    var json: [String: Any] { get }
    var tableRows: [String] { get }
}

extension LoadBench.Report: BenchReport {}
extension MicroBench.Report: BenchReport {}
extension ImageQualityReport: BenchReport {}
extension URLBenchReport: BenchReport {}
extension LinkReport: BenchReport {}
extension KeysReport: BenchReport {}
extension StartReport: BenchReport {}
extension QueryBench.Report: BenchReport {}
