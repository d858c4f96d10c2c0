cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];
cp.async.bulk.tensor.3d.global.shared::cta.bulk_group [$0, {0, $1, $2}], [$3];
cp.async.bulk.tensor.4d.global.shared::cta.bulk_group [$0, {0, $1, 0, $2}], [$3];
tex.level.2d.v4.f32.f32 {$0, $1, $2, $3}, [$4, {$5, $6}], $7;
tex.grad.2d.v4.f32.f32 {$0, $1, $2, $3}, [$4, {$5, $6}], {$7, $8}, {$9, $10};
atom.global.v2.f32.add {$0, $1}, [$2], {$3, $4};
red.global.L2::cache_hint.v2.f32.add [$0], {$1, $2}, $3;
cvt.rn.satfinite.e2m1x2.f32 $0, $1, $2;
cvt.rn.f16x2.e3m2x2 $0, $1;
st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.u32 [$0], {$1, $2}, [$3];
red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u64 [$0], $1, [$2];
{ .reg .pred q; isspacep.global q, $1; selp.u32 $0, 1, 0, q; }
istypep.texref p, $0;
prefetch.tensormap [$0+64];
sured.b.add.2d.u32.trap [$0, {$1, $2}], $3;
