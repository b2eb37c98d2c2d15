@_exported import Foundation
@_exported import OpenCombine
@_exported import ViewTraceModel
