"""editions: a round's side (UNO Flip!) and the players knocked out (No Mercy)

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01 10:00:00.000000

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('round', schema=None) as batch_op:
        batch_op.add_column(sa.Column('side', sa.String(length=8), nullable=True))
        batch_op.add_column(sa.Column('knocked_out', sa.JSON(), nullable=True))


def downgrade():
    with op.batch_alter_table('round', schema=None) as batch_op:
        batch_op.drop_column('knocked_out')
        batch_op.drop_column('side')
