atom.global.L2::cache_hint.add.u32 $0, [$1], $2, $3;
ld.global.u32 $4, [$5+8];
st.u16 [$1+-4], $7;
mbarrier.try_wait.parity.b64 p, [$0], $1;
ld.shared.u32 $2, [ ${3} ];
prefetch.global.L2 [$9];
