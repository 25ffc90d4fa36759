"""groups: tables that play together often, and the group a game is played in

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-08 10:00:00.000000

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '0004'
down_revision = '0003'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        'game_group',
        sa.Column('id', sa.String(length=32), nullable=False),
        sa.Column('name', sa.String(length=60), nullable=False),
        sa.Column('edit_key_hash', sa.String(length=128), nullable=False),
        sa.Column('version', sa.Integer(), nullable=False),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint('id'),
    )
    with op.batch_alter_table('game', schema=None) as batch_op:
        batch_op.add_column(sa.Column('group_id', sa.String(length=32), nullable=True))
        batch_op.create_index(batch_op.f('ix_game_group_id'), ['group_id'], unique=False)
        batch_op.create_foreign_key(
            'fk_game_group_id_game_group', 'game_group', ['group_id'], ['id'], ondelete='CASCADE'
        )


def downgrade():
    with op.batch_alter_table('game', schema=None) as batch_op:
        batch_op.drop_constraint('fk_game_group_id_game_group', type_='foreignkey')
        batch_op.drop_index(batch_op.f('ix_game_group_id'))
        batch_op.drop_column('group_id')
    op.drop_table('game_group')
