{
	.reg .pred %p<2>;
	setp.ne.s32 %p1, %1, 0;
	@%p1 bra L1;
	mov.u32 %0, %clusterid.x;
L1:
	bmsk.clamp.b32 $0, $1, 4; // comment
}
