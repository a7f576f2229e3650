// The `snapcheck` executable: everything it does is in the SnapCheckCore library, which the
// `SnapCheck` library product (for test code) sits on as well.
import SnapCheckCore

SnapCheckMain.main()
