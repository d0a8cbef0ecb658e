import Cassowary

print("kblab-bench: no problems yet")
