// `import SnapCheck` gives test code the scenario types, the checks and the cells' own types.
@_exported import CellRaster
@_exported import SnapCheckCore
