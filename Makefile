# Convenience targets; the README's two commands are the scripts these call.
.PHONY: test run bench format lint
test:
	bash scripts/test
run:
	bash scripts/kblab
bench:
	bash scripts/bench
format:
	swift format format --in-place --recursive Package.swift Sources Tests Benchmarks
lint:
	swift format lint --strict --recursive Package.swift Sources Tests Benchmarks
