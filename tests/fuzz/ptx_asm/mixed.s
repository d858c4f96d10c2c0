{ .reg .b32 t; /* c */ add.s32 t, %1, %2; @!p st.global.v2.f32 [%0], {%1, %2}; }
loop%=: setmaxnreg.inc.sync.aligned.u32 240; ${0:uid}: redux.sync.add.s32 %0, %1, 0xffffffff;
.pragma "nounroll"; cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];