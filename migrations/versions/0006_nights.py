"""club nights: players seated at several tables for some rounds, and the games they play

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-10 10:00:00.000000

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '0006'
down_revision = '0005'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        'night',
        sa.Column('id', sa.String(length=32), nullable=False),
        sa.Column('name', sa.String(length=60), nullable=False),
        sa.Column('players', sa.JSON(), nullable=False),
        sa.Column('table_size', sa.Integer(), nullable=False),
        sa.Column('rounds', sa.Integer(), nullable=False),
        sa.Column('minutes', sa.Integer(), nullable=True),
        sa.Column('final', sa.Boolean(), nullable=False),
        sa.Column('deck', sa.String(length=16), nullable=False),
        sa.Column('scoring', sa.String(length=16), nullable=False),
        sa.Column('target', sa.Integer(), nullable=False),
        sa.Column('rules', sa.JSON(), nullable=False),
        sa.Column('group_id', sa.String(length=32), nullable=True),
        sa.Column('seed', sa.BigInteger(), nullable=False),
        sa.Column('edit_key_hash', sa.String(length=128), nullable=False),
        sa.Column('version', sa.Integer(), nullable=False),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(['group_id'], ['game_group.id'], ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id'),
    )
    with op.batch_alter_table('night', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_night_group_id'), ['group_id'], unique=False)
    op.create_table(
        'night_round',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('night_id', sa.String(length=32), nullable=False),
        sa.Column('number', sa.Integer(), nullable=False),
        sa.Column('final', sa.Boolean(), nullable=False),
        sa.Column('started_at', sa.DateTime(timezone=True), nullable=False),
        sa.Column('ends_at', sa.DateTime(timezone=True), nullable=True),
        sa.Column('tables', sa.JSON(), nullable=False),
        sa.Column('request_id', sa.String(length=64), nullable=True),
        sa.ForeignKeyConstraint(['night_id'], ['night.id'], ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id'),
        sa.UniqueConstraint('night_id', 'number'),
        sa.UniqueConstraint('night_id', 'request_id'),
    )
    with op.batch_alter_table('night_round', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_night_round_night_id'), ['night_id'], unique=False)
    with op.batch_alter_table('game', schema=None) as batch_op:
        batch_op.add_column(sa.Column('night_id', sa.String(length=32), nullable=True))
        batch_op.add_column(sa.Column('night_round', sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column('night_table', sa.Integer(), nullable=True))
        batch_op.create_index(batch_op.f('ix_game_night_id'), ['night_id'], unique=False)
        batch_op.create_foreign_key(
            'fk_game_night_id_night', 'night', ['night_id'], ['id'], ondelete='CASCADE'
        )


def downgrade():
    with op.batch_alter_table('game', schema=None) as batch_op:
        batch_op.drop_constraint('fk_game_night_id_night', type_='foreignkey')
        batch_op.drop_index(batch_op.f('ix_game_night_id'))
        batch_op.drop_column('night_table')
        batch_op.drop_column('night_round')
        batch_op.drop_column('night_id')
    with op.batch_alter_table('night_round', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_night_round_night_id'))
    op.drop_table('night_round')
    with op.batch_alter_table('night', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_night_group_id'))
    op.drop_table('night')
