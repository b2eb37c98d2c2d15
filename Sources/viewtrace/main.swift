import ViewTraceCLI
import ViewTraceSamples

// `viewtrace` over the built-in samples; a package of your own gets the same
// tool over its scenarios with `ViewTraceCLI.main(scenarios:)`.
await ViewTraceCLI.main(samples: SampleCatalog.all)
