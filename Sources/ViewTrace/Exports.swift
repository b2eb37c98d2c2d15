@_exported import ViewTraceModel
@_exported import Foundation
