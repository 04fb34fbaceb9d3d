#!/usr/bin/env bash
# Tests/outputs.sh BIN OUTDIR [REPO]: every output viewc makes of the repository, for proving a
# restructuring changes no byte. Compiles every .view of the repository (samples, the tests'
# cases, oracle, seeds, fuzz regressions, docs/site) and every ```view block of docs/*.md and
# README.md (named by a hash of its text, so moving a block changes nothing) to SVG, PDF, PNG
# and PNG @2x, and writes `dump tree`, `dump ir`, `params` and each command's messages and exit
# status into OUTDIR, mirroring the paths; OUTDIR and REPO are written as OUT and REPO in the
# messages. Run it with the binary before and after a change, then `diff -r BEFORE AFTER`.
set -u
BIN=$(readlink -f "$1"); OUT=$(readlink -f -m "$2"); REPO=$(readlink -f "${3:-.}")
rm -rf "$OUT"; mkdir -p "$OUT"
export FONTCONFIG_FILE=$REPO/Tests/Fonts/fonts.conf SOURCE_DATE_EPOCH=1700000000
cd "$REPO"
# docs blocks into a scratch folder beside docs/ (so relative names resolve as in docs/)
SCR=$REPO/docs/.outputs-blocks; rm -rf "$SCR"; mkdir -p "$SCR"
python3 - "$REPO" "$SCR" <<'PY'
import sys,re,os,hashlib
repo,scr=sys.argv[1],sys.argv[2]
for md in ["docs/language.md","docs/pipelines.md","README.md","docs/internals.md"]:
    p=os.path.join(repo,md)
    if not os.path.exists(p): continue
    lines=open(p,encoding='utf-8').read().split('\n'); i=0; n=0
    while i<len(lines):
        if lines[i].strip().startswith('```view'):
            j=i+1; body=[]
            while j<len(lines) and not lines[j].strip().startswith('```'): body.append(lines[j]); j+=1
            text='\n'.join(body)+'\n'; h=hashlib.sha1(text.encode()).hexdigest()[:10]
            n+=1; open(os.path.join(scr,md.replace('/','_')+f"-{h}.view"),'w').write(text); i=j
        i+=1
PY
find samples Tests docs -name '*.view' -not -path '*/.build/*' | sort | while read -r f; do
  o="$OUT/$f"; mkdir -p "$(dirname "$o")"
  for fmt in svg pdf png; do
    "$BIN" "$f" -o "$o.$fmt" >"$o.$fmt.out" 2>&1; echo "exit $?" >>"$o.$fmt.out"
  done
  "$BIN" "$f" --scale 2 -o "$o@2x.png" >"$o@2x.out" 2>&1; echo "exit $?" >>"$o@2x.out"
  for d in tree ir; do "$BIN" dump $d "$f" >"$o.dump-$d" 2>&1; echo "exit $?" >>"$o.dump-$d"; done
  "$BIN" params "$f" >"$o.params" 2>&1; echo "exit $?" >>"$o.params"
done
rm -rf "$SCR"
# messages that name an output path: the folder as OUT, so two runs into other folders compare
grep -rlF "$OUT" "$OUT" 2>/dev/null | while read -r m; do sed -i "s|$OUT|OUT|g" "$m"; done
grep -rlF "$REPO" "$OUT" 2>/dev/null | while read -r m; do sed -i "s|$REPO|REPO|g" "$m"; done
echo "outputs in $OUT: $(find "$OUT" -type f | wc -l) files"
