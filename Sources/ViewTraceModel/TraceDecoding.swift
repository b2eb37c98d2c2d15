/// Reading a trace's JSON: a record's view type comes from the trace's
/// nodes, and a trace of format version 2 or older, which stored
/// `_printChanges` lines instead of body runs, has its lines read into runs.
extension Trace {
  /// Decodes a trace of any readable format version (``readableFormatVersions``).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    formatVersion = try container.decode(Int.self, forKey: .formatVersion)
    scenario = try container.decode(String.self, forKey: .scenario)
    variant = try container.decodeIfPresent(String.self, forKey: .variant)
    summary = try container.decode(String.self, forKey: .summary)
    seed = try container.decode(UInt64.self, forKey: .seed)
    options = try container.decode([String: String].self, forKey: .options)
    nodes = try container.decode([TraceNode].self, forKey: .nodes)
    sources = try container.decode([TraceSource].self, forKey: .sources)
    edges = try container.decode([DependencyEdge].self, forKey: .edges)
    frames = try container.decode([Frame].self, forKey: .frames)
    declarations = try container.decodeIfPresent([ViewDeclaration].self, forKey: .declarations) ?? []
    let types = nodesByID.mapValues(\.type)
    if formatVersion < 3 {
      let lines = try container.decode([StoredLines].self, forKey: .frames)
      for (index, stored) in zip(frames.indices, lines) where stored.evaluations == nil {
        frames[index].readRuns(of: stored.printChanges ?? [], types: types)
      }
    }
    for frame in frames.indices {
      for record in frames[frame].records.indices {
        frames[frame].records[record].type = types[frames[frame].records[record].node]
      }
    }
  }

  /// What a frame of version 2 or older stored in place of its runs.
  private struct StoredLines: Decodable {
    var evaluations: [Int]?
    var printChanges: [String]?
  }
}

extension Frame {
  /// Decodes a frame; one of version 2 or older has no runs until
  /// ``Trace/init(from:)`` reads its lines.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    index = try container.decode(Int.self, forKey: .index)
    event = try container.decode(String.self, forKey: .event)
    eventKind = try container.decode(EventKind.self, forKey: .eventKind)
    sourceChanges = try container.decode([SourceChange].self, forKey: .sourceChanges)
    records = try container.decode([NodeRecord].self, forKey: .records)
    evaluations = try container.decodeIfPresent([Int].self, forKey: .evaluations) ?? []
    actions = try container.decode([ActionRecord].self, forKey: .actions)
    warnings = try container.decode([TraceWarning].self, forKey: .warnings)
    released = try container.decodeIfPresent([String].self, forKey: .released)
  }

  /// Reads the `_printChanges` lines a frame of version 2 or older stored
  /// into runs, each line with the one parser (``PrintChangesLine/init(_:)``)
  /// and given, as those versions' readers did, to the first evaluated
  /// record of the line's type with a body run left. A run's reasons are
  /// the record's reasons with its tokens, in the order of the tokens; a
  /// token no reason has adds its reason (``Reason/init(token:)``). A line
  /// that is not one, or that no record takes, is left out.
  mutating func readRuns(of lines: [String], types: [String: String]) {
    var runs = Array(repeating: [[Int]](), count: records.count)
    let evaluated = records.indices.filter { records[$0].bodyCount > 0 }
    evaluations = []
    for line in lines {
      guard let parsed = PrintChangesLine(line),
        let index = evaluated.first(where: {
          (types[records[$0].node] ?? "") == parsed.type && runs[$0].count < records[$0].bodyCount
        })
      else { continue }
      var indices: [Int] = []
      for token in parsed.tokens {
        var found = false
        for (reasonIndex, reason) in records[index].reasons.enumerated() where reason.token == token {
          found = true
          if !indices.contains(reasonIndex) { indices.append(reasonIndex) }
        }
        if !found {
          indices.append(records[index].reasons.count)
          records[index].reasons.append(Reason(token: token))
        }
      }
      runs[index].append(indices)
      evaluations.append(index)
    }
    for index in evaluated {
      let all = Array(records[index].reasons.indices)
      // A run no line was left for had, as far as anyone can tell, every reason.
      let full = runs[index] + Array(repeating: all, count: records[index].bodyCount - runs[index].count)
      records[index].runReasons = full.allSatisfy { $0 == all } ? nil : full
    }
  }
}
