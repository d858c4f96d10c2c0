{ .reg .b32 t; prmt .b32 t, %1, %2, %3; mov.b32 %0, t; }
tcgen05.st.sync.aligned.16x64b.x1.b32[%0], {%1};
ld .global .v2 .u32 {%0, %1}, [%2];
cvt .rn .f32 .f64 %0, %1;
setmaxnreg.inc.sync.aligned.u32 240; ${0:mv64 } .b32 x;
