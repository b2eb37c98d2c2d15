@_exported import Foundation
@_exported import Observation
@_exported import OpenCombine
@_exported import ViewTraceModel
