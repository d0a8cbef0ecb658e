import CLibEdit
import LabShell

print("kblab \(ShellVersion.string)")
