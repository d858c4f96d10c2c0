ldmatrix.sync.aligned.m8n8.x2.b16 {$0, $1}, [$2];
ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4+16];
stmatrix.sync.aligned.m8n8.x2.b16 [$0], {$1, $2};
wmma.load.a.sync.aligned.row.m16n16k16.f16 {$0, $1, $2, $3, $4, $5, $6, $7}, [$8], $9;
wmma.store.d.sync.aligned.col.m16n16k16.shared.f32 [$0], {$1, $2, $3, $4, $5, $6, $7, $8}, 16;
movmatrix.sync.aligned.m8n8.trans.b16 $0, $1;
