#!/usr/bin/env python3
"""Checks NDJSON on stdin against a JSON Schema in schema/: every line one object that validates.

usage: validate.py SCHEMA-FILE STAGE-NAME [--at-least N]
Prints "ok STAGE: N records" or the first failing line and why, and exits 1.
"""
import json
import sys

import jsonschema


def main() -> int:
    schema_path, stage = sys.argv[1], sys.argv[2]
    at_least = int(sys.argv[4]) if len(sys.argv) > 4 and sys.argv[3] == "--at-least" else 1
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    validator = jsonschema.Draft202012Validator(schema)
    count = 0
    for number, line in enumerate(sys.stdin, start=1):
        line = line.rstrip("\n")
        try:
            record = json.loads(line)
        except json.JSONDecodeError as error:
            print(f"FAIL {stage}: line {number} is not JSON ({error}): {line[:120]}")
            return 1
        errors = sorted(validator.iter_errors(record), key=lambda e: list(e.path))
        if errors:
            print(f"FAIL {stage}: line {number} does not match {schema_path}: {errors[0].message}: {line[:120]}")
            return 1
        count += 1
    if count < at_least:
        print(f"FAIL {stage}: {count} records, expected at least {at_least}")
        return 1
    print(f"ok   {stage}: {count} records valid against {schema_path.split('/')[-1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
