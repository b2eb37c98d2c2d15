@_exported import ViewTraceEngine
