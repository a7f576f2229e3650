import CellRaster
